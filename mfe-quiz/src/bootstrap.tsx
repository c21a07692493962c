// Standalone page for this remote's own development: the same App the shell mounts, wrapped in the
// providers the shell would give it (session and router). The shell never loads this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@portal/kit';
import App from './App.tsx';

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(
  <StrictMode>
    <SessionProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SessionProvider>
  </StrictMode>,
);
