// Platform §2 dashboard widget 10, Errors count: the site administrator only (contracts'
// isSiteAdministrator decides; GET /api/errors/count answers 403 to anyone else).
import { errorCountResponse } from '@portal/contracts';
import { apiClient, useLoadState, type ApiClient } from '@portal/kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';

export const ERRORS_COUNT_LOAD_ERROR = 'Could not load the error count';

export function openErrorsText(count: number): string {
  if (count === 0) return 'No open errors';
  return count === 1 ? '1 open error' : `${count} open errors`;
}

export function ErrorsCountWidget({ client = apiClient }: { client?: ApiClient }) {
  const id = useId();
  const state = useLoadState(
    async (signal) => (await client.get('/api/errors/count', { schema: errorCountResponse, signal })).count,
    [client],
  );

  return (
    <section className="adm-widget" aria-labelledby={id} data-testid="widget-errors">
      <h2 className="adm-widget-title" id={id}>
        Errors
      </h2>
      <div className="adm-widget-body">
        {state.state === 'LOADING' && <p className="adm-widget-text">Loading...</p>}
        {state.state === 'ERROR' && (
          <p className="adm-widget-text adm-widget-error" role="alert">
            {ERRORS_COUNT_LOAD_ERROR}
          </p>
        )}
        {state.state === 'LOADED' && (
          <p className="adm-widget-count" data-testid="open-errors">
            {openErrorsText(state.value)}
          </p>
        )}
        <ul className="adm-links">
          <li>
            <Link to="/admin/errorlist">View the error list</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
