import { describe } from 'vitest';
import { itShowsNotFoundFor } from '@portal/kit/testing';
import App from './App.tsx';
import { QUIZ_PATHS } from './routes/paths.ts';

describe('mfe_quiz App (exposed ./App)', () => {
  itShowsNotFoundFor(App, QUIZ_PATHS);
});
