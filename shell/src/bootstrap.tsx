import { createRoot } from 'react-dom/client';
import { adoptStyles, ensureKitStyles } from '@portal/kit';
import appCss from './styles/app.css?raw';
import { App } from './App.tsx';

ensureKitStyles();
adoptStyles('shell-styles', appCss, 'frame');

createRoot(document.getElementById('root')!).render(<App />);
