// The shell: Module Federation host 'shell'. No static remotes: they are registered at run time
// from GET /config/remotes.json (src/remotes). `npm run build` -> dist/ (served by the gateway with
// SPA fallback); `npm run dev` -> webpack serve with /api and /config proxied to the gateway.
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
// The loaders, minimizer and shared singletons are the ones every remote builds with.
import {
  cssRule,
  precompressPlugins,
  resolveTypeScript,
  sharedSingletons,
  swcMinimizer,
  swcRule,
} from '@portal/kit/build/remote-webpack';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default (_env, argv) => ({
  mode: argv.mode ?? 'development',
  // Production: no source maps (fast build); development: cheap ones.
  devtool: argv.mode === 'production' ? false : 'eval-cheap-module-source-map',
  entry: './src/index.ts',
  output: {
    path: fileURLToPath(new URL('./dist', import.meta.url)),
    publicPath: '/',
    uniqueName: 'shell',
    // The federation runtime cannot template [contenthash] in the entry name; index.html adds ?hash.
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: resolveTypeScript,
  module: {
    rules: [swcRule, cssRule],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      dts: false,
      // hands the remotes the runtime core the shell runs on (remotes ship none in production)
      runtimePlugins: [fileURLToPath(new URL('./src/federation/provideRuntimeCore.ts', import.meta.url))],
      shared: sharedSingletons(import.meta.url),
    }),
    new HtmlWebpackPlugin({ template: './src/index.html', hash: true }),
    // .br and .gz next to each text file; the gateway sends them by Accept-Encoding
    ...(argv.mode === 'production' ? precompressPlugins() : []),
  ],
  optimization: { minimizer: [swcMinimizer()] },
  performance: { hints: false },
  devServer: {
    port: Number(process.env.SHELL_DEV_PORT ?? 8090),
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/api', '/config', '/mfe'], target: gateway, changeOrigin: false }],
  },
});
