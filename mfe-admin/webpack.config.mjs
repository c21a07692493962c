// Build of the mfe_admin remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/admin/ by the gateway; `webpack serve` -> a standalone page).
import { remoteWebpackConfig } from '@portal/kit/build/remote-webpack';

export default remoteWebpackConfig({
  name: 'mfe_admin',
  port: 8092,
  title: 'Administration',
  root: import.meta.url,
});
