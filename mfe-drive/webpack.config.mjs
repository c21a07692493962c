// Build of the mfe_drive remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/drive/ by the gateway; `webpack serve` -> a standalone page).
// Beyond './App' this remote exposes the file picker and the file-input control (platform §2), which
// other remotes load at run time (mfe-admin's favicon field).
import { remoteWebpackConfig } from '@portal/kit/build/remote-webpack';

export default remoteWebpackConfig({
  name: 'mfe_drive',
  port: 8093,
  title: 'Drive',
  root: import.meta.url,
  exposes: {
    './FilePicker': './src/picker/FilePicker.tsx',
    './FileInput': './src/picker/FileInput.tsx',
  },
});
