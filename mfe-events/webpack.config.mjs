// Build of the mfe_events remote: the kit's shared remote config (build -> dist/ with remoteEntry.js and
// mf-manifest.json, served under /mfe/events/ by the gateway; `webpack serve` -> a standalone page).
// Beyond './App' this remote exposes the home page's event panels, which the shell loads at run time,
// and the dashboard's reports widget, which mfe-admin loads the same way
// (@portal/kit/remoteModule).
import { remoteWebpackConfig } from '@portal/kit/build/remote-webpack';

const EVENTS_EXPOSES = {
  './HomePanels': './src/home/HomePanels.tsx',
  // platform §2 dashboard widget 3, rendered by mfe-admin's dashboard
  './ReportsWidget': './src/reports/ReportsWidget.tsx',
};

const base = remoteWebpackConfig({
  name: 'mfe_events',
  port: 8091,
  title: 'Events',
  root: import.meta.url,
  exposes: EVENTS_EXPOSES,
});

export default (env, argv) => {
  const config = base(env, argv);
  // PDFs: pdfmake's Roboto files are emitted as static files (src/reports/pdf/pdfFonts.ts), so
  // pdfmake fetches them from the account's host (§7) rather than from a base64 script chunk.
  config.module.rules.push({
    test: /\.ttf$/,
    type: 'asset/resource',
    generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
  });
  return config;
};
