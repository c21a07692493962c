// Platform §2 dashboard widget 10, Errors count: the site administrator only (contracts'
// isSiteAdministrator decides; GET /api/errors/count answers 403 to anyone else).
import { errorCountResponse } from '@portal/contracts';
import { apiClient, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { LinksWidget } from './LinksWidget.tsx';

export const ERRORS_COUNT_LOAD_ERROR = 'Could not load the error count';

export function openErrorsText(count: number): string {
  if (count === 0) return 'No open errors';
  return count === 1 ? '1 open error' : `${count} open errors`;
}

const ERROR_LIST_LINKS = [{ label: 'View the error list', to: '/admin/errorlist' }];

export function ErrorsCountWidget({ client = apiClient }: { client?: ApiClient }) {
  const state = useLoadState(
    async (signal) => (await client.get('/api/errors/count', { schema: errorCountResponse, signal })).count,
    [client],
  );

  return (
    <LinksWidget title="Errors" links={ERROR_LIST_LINKS} testId="widget-errors">
      {state.state === 'LOADING' && <Loader label="Loading the error count..." />}
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
    </LinksWidget>
  );
}
