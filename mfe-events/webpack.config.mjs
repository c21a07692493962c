// Build of the mfe_events remote. The four remotes' configs are alike on purpose (only NAME, PORT and
// the /mfe/ prefix below differ): build -> dist/ with remoteEntry.js + mf-manifest.json; dev -> standalone page.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const NAME = 'mfe_events';
const PORT = 8091;
const deps = createRequire(import.meta.url)('./package.json').dependencies;
const singleton = (name, version = deps[name]) => ({ singleton: true, requiredVersion: version });
const swc = {
  parser: { syntax: 'typescript', tsx: true },
  transform: { react: { runtime: 'automatic' } },
  target: 'es2022',
};

export default (_env, argv) => ({
  mode: argv.mode ?? 'development',
  devtool: argv.mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
  entry: './src/index.ts',
  output: {
    path: fileURLToPath(new URL('./dist', import.meta.url)),
    // 'auto': chunks load relative to remoteEntry.js (served under /mfe/events/ by the gateway); the
    // federation runtime resolves the manifest's 'auto' publicPath from the manifest URL.
    publicPath: 'auto',
    chunkFilename: '[name].[contenthash:8].js', // cacheable; remoteEntry.js and mf-manifest.json keep fixed names
    uniqueName: NAME,
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: {
    // @portal/kit and @portal/contracts resolve to their real paths outside node_modules: compiled here too.
    rules: [{ test: /\.tsx?$/, exclude: /node_modules/, loader: 'swc-loader', options: { jsc: swc } }],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      manifest: true,
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
    // Standalone page only (the shell never loads it); absolute script URLs so deep links work.
    new HtmlWebpackPlugin({ template: './src/index.html', publicPath: '/', chunks: ['main'] }),
  ],
  devServer: {
    port: PORT,
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
  // swc minifies several times faster than the default terser on this 2-core machine.
  optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
  performance: { hints: false },
});
