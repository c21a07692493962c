import { describe } from 'vitest';
import { itShowsNotFoundFor } from '@portal/kit/testing';
import App from './App.tsx';
import { DRIVE_PATHS } from './routes/paths.ts';

describe('mfe_drive App (exposed ./App)', () => {
  itShowsNotFoundFor(App, DRIVE_PATHS);
});
