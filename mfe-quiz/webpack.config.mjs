// Build of the mfe_quiz remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/quiz/ by the gateway; `webpack serve` -> a standalone page).
import { remoteWebpackConfig } from '@portal/kit/build/remote-webpack';

export default remoteWebpackConfig({ name: 'mfe_quiz', port: 8094, title: 'Quiz', root: import.meta.url });
