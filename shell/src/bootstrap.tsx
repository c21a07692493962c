import { createRoot } from 'react-dom/client';
import { ensureKitStyles } from '@portal/kit';
import appCss from './styles/app.css';
import { App } from './App.tsx';

ensureKitStyles();
const style = document.createElement('style');
style.id = 'shell-styles';
style.textContent = appCss;
document.head.append(style);

createRoot(document.getElementById('root')!).render(<App />);
