// Build of the mfe_drive remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/drive/ by the gateway; `webpack serve` -> a standalone page).
// Beyond './App' this remote exposes the file picker and the file-input control (platform §2), which
// other remotes load at run time (mfe-admin's favicon field). The kit's helper takes no exposes, so
// its federation plugin is swapped for one with the same options plus ours.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteWebpackConfig, sharedSingletons } from '@portal/kit/build/remote-webpack';

export const DRIVE_EXPOSES = {
  './App': './src/App.tsx',
  './FilePicker': './src/picker/FilePicker.tsx',
  './FileInput': './src/picker/FileInput.tsx',
};

const base = remoteWebpackConfig({ name: 'mfe_drive', port: 8093, title: 'Drive', root: import.meta.url });

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof ModuleFederationPlugin
      ? new ModuleFederationPlugin({
          name: 'mfe_drive',
          filename: 'remoteEntry.js',
          exposes: DRIVE_EXPOSES,
          manifest: true,
          dts: false,
          shared: sharedSingletons(import.meta.url),
        })
      : plugin,
  );
  return config;
};
