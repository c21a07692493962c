import { describe } from 'vitest';
import { itShowsNotFoundFor } from '@portal/kit/testing';
import App from './App.tsx';
import { BUILT_PATHS } from './App.tsx';
import { EVENTS_PATHS } from './routes/paths.ts';

describe('mfe_events App (exposed ./App)', () => {
  // the paths whose pages are not built yet
  itShowsNotFoundFor(
    App,
    EVENTS_PATHS.filter((p) => !BUILT_PATHS.includes(p)),
  );
});
