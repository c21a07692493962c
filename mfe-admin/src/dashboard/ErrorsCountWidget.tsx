// Platform §2 dashboard widget 10, Errors count: the site administrator only (contracts'
// isSiteAdministrator decides; GET /api/errors/count answers 403 to anyone else).
import { errorCountResponse } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';

type State = { kind: 'LOADING' } | { kind: 'LOADED'; count: number } | { kind: 'ERROR' };

export const ERRORS_COUNT_LOAD_ERROR = 'Could not load the error count';

export function openErrorsText(count: number): string {
  if (count === 0) return 'No open errors';
  return count === 1 ? '1 open error' : `${count} open errors`;
}

export function ErrorsCountWidget({ client = apiClient }: { client?: ApiClient }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'LOADING' });
  useEffect(() => {
    const controller = new AbortController();
    client
      .get('/api/errors/count', { schema: errorCountResponse, signal: controller.signal })
      .then(({ count }) => setState({ kind: 'LOADED', count }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'ERROR' });
      });
    return () => controller.abort();
  }, [client]);

  return (
    <section className="adm-widget" aria-labelledby={id} data-testid="widget-errors">
      <h2 className="adm-widget-title" id={id}>
        Errors
      </h2>
      <div className="adm-widget-body">
        {state.kind === 'LOADING' && <p className="adm-widget-text">Loading...</p>}
        {state.kind === 'ERROR' && (
          <p className="adm-widget-text adm-widget-error" role="alert">
            {ERRORS_COUNT_LOAD_ERROR}
          </p>
        )}
        {state.kind === 'LOADED' && (
          <p className="adm-widget-count" data-testid="open-errors">
            {openErrorsText(state.count)}
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
