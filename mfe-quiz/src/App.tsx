// The module exposed as 'mfe_quiz/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. /capr393quizzer is the insignia and awards quiz (events spec §2).
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/kit';
import { QuizPage } from './page/QuizPage.tsx';
import { QUIZ_PATHS, type QuizPath } from './routes/paths.ts';

const pages: Partial<Record<QuizPath, ComponentType>> = {
  '/capr393quizzer': QuizPage,
};

export default function App() {
  return <RemoteRoutes paths={QUIZ_PATHS} pages={pages} />;
}

/** The paths with a page (routes/paths.test.ts checks each is in routes.json). */
export const BUILT_PATHS = Object.keys(pages);
