// Build of the mfe_events remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/events/ by the gateway; `webpack serve` -> a standalone page).
import { remoteWebpackConfig } from '@portal/kit/build/remote-webpack';

export default remoteWebpackConfig({
  name: 'mfe_events',
  port: 8091,
  title: 'Events',
  root: import.meta.url,
});
