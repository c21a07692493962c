// Renders the remote's App (every route) at a path, with the session provider and a probe that shows
// the current location, for the team pages' component tests.
import { render } from '@testing-library/react';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter, useLocation } from 'react-router-dom';
import App from '../App.tsx';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </SessionProvider>,
  );
}
