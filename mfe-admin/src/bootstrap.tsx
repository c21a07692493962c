// Standalone page for this remote's own development (the shell never loads this file).
import { mountStandalone } from '@portal/kit/standalone';
import App from './App.tsx';

mountStandalone(App);
