// Build of the mfe_events remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/events/ by the gateway; `webpack serve` -> a standalone page).
// Beyond './App' this remote exposes the home page's event panels, which the shell loads at run time,
// and the dashboard's reports widget, which mfe-admin loads the same way
// (@portal/kit/remoteModule). The kit's helper takes no exposes, so its federation plugin is swapped
// for one with the same options plus ours (as mfe-drive does).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteWebpackConfig, sharedSingletons } from '@portal/kit/build/remote-webpack';

export const EVENTS_EXPOSES = {
  './App': './src/App.tsx',
  './HomePanels': './src/home/HomePanels.tsx',
  // platform §2 dashboard widget 3, rendered by mfe-admin's dashboard
  './ReportsWidget': './src/reports/ReportsWidget.tsx',
};

const base = remoteWebpackConfig({ name: 'mfe_events', port: 8091, title: 'Events', root: import.meta.url });

export default (env, argv) => {
  const config = base(env, argv);
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof ModuleFederationPlugin
      ? new ModuleFederationPlugin({
          name: 'mfe_events',
          filename: 'remoteEntry.js',
          exposes: EVENTS_EXPOSES,
          manifest: true,
          dts: false,
          shared: sharedSingletons(import.meta.url),
        })
      : plugin,
  );
  // PDFs: pdfmake's Roboto files are emitted as static files (src/reports/pdf/pdfFonts.ts), so
  // pdfmake fetches them from the account's host (§7) rather than from a base64 script chunk.
  config.module.rules.push({
    test: /\.ttf$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
  });
  return config;
};
