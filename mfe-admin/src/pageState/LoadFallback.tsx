// What a page shows while its one load is not LOADED (platform §4): the loader, then the failure's
// words read out as an alert in the page's own style.
import { Loader, type LoadState } from '@portal/kit';
import { Alert } from './Alert.tsx';

export function LoadFallback({
  load,
  label,
  message,
  className,
}: {
  load: LoadState<unknown>;
  /** The loader's words, where the page names what it loads. */
  label?: string;
  /** The page's own words for a failure, instead of the load's. */
  message?: string;
  /** The class of the alert paragraph. */
  className: string;
}) {
  if (load.state === 'LOADING') return label === undefined ? <Loader /> : <Loader label={label} />;
  return load.state === 'ERROR' ? <Alert message={message ?? load.message} className={className} /> : null;
}
