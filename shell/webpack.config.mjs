// The shell: Module Federation host 'shell'. No static remotes: they are registered at run time
// from GET /config/remotes.json (src/remotes). `npm run build` -> dist/ (served by the gateway with
// SPA fallback); `npm run dev` -> webpack serve with /api and /config proxied to the gateway.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
// webpack's own minimizer (a dependency of the pinned webpack), switched to the swc minifier for speed.
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const deps = createRequire(import.meta.url)('./package.json').dependencies;
const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version });
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
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: {
    rules: [
      {
        // @portal/kit and @portal/contracts are symlinked workspaces: they resolve to real paths
        // outside node_modules and are compiled here with the shell's own sources.
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
      },
      // Plain CSS is imported as text and injected by src/styles (no CSS loaders needed).
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      dts: false,
      shared: {
        react: singleton('react'),
        'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
        'react-dom': singleton('react-dom'),
        'react-dom/client': singleton('react-dom/client', deps['react-dom']),
        'react-router-dom': singleton('react-router-dom'),
        '@portal/kit': singleton('@portal/kit', false),
      },
    }),
    new HtmlWebpackPlugin({ template: './src/index.html', hash: true }),
  ],
  optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
  performance: { hints: false },
  devServer: {
    port: Number(process.env.SHELL_DEV_PORT ?? 8090),
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/api', '/config', '/mfe'], target: gateway, changeOrigin: false }],
  },
});
