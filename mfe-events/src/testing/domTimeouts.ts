import { configure } from '@testing-library/react';

// Pages render lazily loaded parts; on a busy two-core CI machine the first render of a page can
// take longer than testing-library's default second, so findBy* waits up to five.
configure({ asyncUtilTimeout: 5000 });
