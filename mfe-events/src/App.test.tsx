import { describe } from 'vitest';
import { itShowsNotFoundFor } from '@portal/kit/testing';
import App from './App.tsx';
import { EVENTS_PATHS } from './routes/paths.ts';

describe('mfe_events App (exposed ./App)', () => {
  itShowsNotFoundFor(App, EVENTS_PATHS);
});
