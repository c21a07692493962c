// Build-time half of the kit (plain Node ESM, never bundled): the webpack config every remote uses,
// and the pieces the shell's own config shares with it (swc loader, swc minifier, shared singletons).
// A remote's webpack.config.mjs is just:
//   export default remoteWebpackConfig({ name: 'mfe_admin', port: 8092, title: 'Administration', root: import.meta.url });
// build -> dist/ with remoteEntry.js + mf-manifest.json + routes.json (from src/routes/routes.json);
// `webpack serve` -> a standalone page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
// webpack's own minimizer (a dependency of the pinned webpack), switched to the swc minifier for speed.
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { RemoteRoutesPlugin } from './remoteRoutesPlugin.mjs';
import { precompressPlugins } from './precompress.mjs';

export { precompressPlugins };

/** TypeScript/TSX sources resolve with or without their extension ('./x.js' -> x.ts). */
export const resolveTypeScript = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * swc-loader for .ts/.tsx. @portal/kit and @portal/contracts are symlinked workspaces: they resolve
 * to real paths outside node_modules and are compiled with the part's own sources.
 */
export const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
};

/**
 * Stylesheets are imported with `?raw` as their text and added by the kit's adoptStyles, so a part
 * needs no CSS loader and the sheets keep one order in the shell and standalone.
 */
/** `import css from './x.css?raw'`: the stylesheet's text, minified (cssMinify.mjs). */
export const cssRule = {
  test: /\.css$/,
  resourceQuery: /raw/,
  type: 'asset/source',
  use: [fileURLToPath(new URL('./cssMinify.mjs', import.meta.url))],
};

/** swc minifies several times faster than the default terser on a 2-core machine. */
export const swcMinimizer = () => new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify });

/**
 * The Module Federation shared modules, with the versions the part at `root` (its webpack config's
 * import.meta.url) depends on.
 * - Singletons of foundation.md (react, react-dom, react-router-dom, @portal/kit and the kit's entry
 *   points): strictVersion, so the federation runtime throws rather than hand a remote a singleton
 *   outside its range (the kit's loader refuses such a remote earlier, from its manifest).
 * - Libraries several parts ship (@portal/contracts' browser entry, react-markdown): shared but
 *   not singletons. A part takes the newest copy in the page that satisfies its own range and falls
 *   back to the copy it was built with otherwise, so a remote built against a newer, incompatible
 *   contracts brings its own rather than getting the shell's.
 * - zod is not shared on its own: only contracts imports it, so it travels inside the shared
 *   contracts with just the parts contracts uses (a shared zod is the whole library, every locale
 *   included: 389 KiB minified).
 */
export function sharedSingletons(root) {
  const require = createRequire(root);
  const deps = require('./package.json').dependencies;
  const singleton = (version) => ({
    singleton: true,
    requiredVersion: version,
    strictVersion: version !== false,
  });
  const library = (version) => ({ singleton: false, requiredVersion: version, strictVersion: true });
  const contractsRange = deps['@portal/contracts'];
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    // the portal's part of react-router-dom (reactRouterDom.mjs), at the package's own version
    'react-router-dom': {
      ...singleton(deps['react-router-dom']),
      import: fileURLToPath(new URL('./reactRouterDom.mjs', import.meta.url)),
      version: require('react-router-dom/package.json').version,
    },
    '@portal/kit': singleton(false),
    '@portal/kit/markdown': singleton(false),
    '@portal/kit/remoteModule': singleton(false),
    '@portal/kit/driveFileInput': singleton(false),
    '@portal/kit/leaveGuard': singleton(false),
    ...(contractsRange ? { '@portal/contracts': library(contractsRange) } : {}),
    'react-markdown': library(kitPackage(require).dependencies['react-markdown']),
  };
}

/** package.json of a workspace package whose exports do not publish it, found from its main entry. */
function packageOf(require, name) {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const found = JSON.parse(readFileSync(file, 'utf8'));
    if (found.name === name) return found;
  }
  throw new Error(`package.json of ${name} not found`);
}

const kitPackage = (require) => packageOf(require, '@portal/kit');

/** The standalone development page of a remote (the shell never loads it; its frame gives the page). */
export function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2933; background: #f5f7fa; }
      body > div { max-width: 1100px; margin: 0 auto; padding: 24px 16px; }
    </style>
  </head>
  <body></body>
</html>
`;
}

/**
 * The whole webpack config of a remote. `name` is its federation name (mfe_admin), `port` its dev
 * server port, `title` the standalone page's title, `root` the config's import.meta.url. The remote
 * exposes './App' from src/App.tsx, and whatever else `exposes` names; src/index.ts is the
 * standalone entry; src/routes/routes.json is published as dist/routes.json.
 * A production build takes the federation runtime's core from the page (the shell provides it)
 * instead of shipping its own copy; the standalone page of `webpack serve` keeps its own.
 */
export function remoteWebpackConfig({ name, port, title, root, exposes = {} }) {
  const folder = name.replace('_', '-'); // mfe_admin -> mfe-admin
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: argv.mode ?? 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: fileURLToPath(new URL('.', root)),
      // the standalone page is for `webpack serve`; the shell loads only the container
      entry: production ? {} : './src/index.ts',
      output: {
        path: fileURLToPath(new URL('./dist', root)),
        // 'auto': chunks load relative to remoteEntry.js (served under /mfe/{name}/ by the gateway); the
        // federation runtime resolves the manifest's 'auto' publicPath from the manifest URL.
        publicPath: 'auto',
        chunkFilename: '[name].[contenthash:8].js', // cacheable; remoteEntry.js and mf-manifest.json keep fixed names
        uniqueName: name,
        clean: true,
      },
      resolve: resolveTypeScript,
      module: { rules: [swcRule, cssRule] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/App.tsx', ...exposes },
          manifest: true,
          dts: false,
          shared: sharedSingletons(root),
          experiments: production ? { externalRuntime: true } : {},
        }),
        new RemoteRoutesPlugin({ source: fileURLToPath(new URL('./src/routes/routes.json', root)) }),
        // the standalone page in development only; absolute script URLs so deep links work
        ...(production
          ? precompressPlugins()
          : [
              new HtmlWebpackPlugin({
                templateContent: standalonePage(`${title} (${folder} standalone)`),
                publicPath: '/',
                chunks: ['main'],
              }),
            ]),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
      },
      optimization: { minimizer: [swcMinimizer()] },
      performance: { hints: false },
    };
  };
}
