/* Production build: `npm run build` -> frontend/dist (served by Django at /static/).
 * The generated index.html is rendered by Django as a template, so it must keep the
 * literal `{{ app_config|json_script:"app-config" }}` tag and contain no other
 * Django template syntax. */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const srcDir = path.resolve(__dirname, 'src');
const distDir = path.resolve(__dirname, 'dist');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const hashed = (name) => (production ? name.replace('[name]', '[name].[contenthash:8]') : name);

  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: path.join(srcDir, 'main.tsx') },
    output: {
      path: distDir,
      publicPath: '/static/',
      filename: hashed('js/[name].js'),
      chunkFilename: hashed('js/[name].js'),
      assetModuleFilename: hashed('assets/[name][ext]'),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { '@': srcDir },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          include: srcDir,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(woff2?)$/,
          type: 'asset/resource',
          generator: { filename: hashed('fonts/[name][ext]') },
        },
        {
          test: /\.(png|svg|jpe?g|webp|ico)$/,
          type: 'asset/resource',
        },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React + router + redux + MUI core change rarely: one long-cached vendor chunk.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|react-redux|redux|reselect|immer|@mui|@emotion|notistack|@popperjs|react-is|prop-types|hoist-non-react-statics|stylis|clsx|goober|cookie|set-cookie-parser)[\\/]/,
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
          extractComments: false,
        }),
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 800 * 1024, // raw bytes of the first load (~235 KB gzipped)
      maxAssetSize: 760 * 1024,
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: hashed('css/[name].css'),
        chunkFilename: hashed('css/[name].css'),
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        filename: 'index.html',
        inject: 'body',
        scriptLoading: 'defer',
        // Keep the Django template tag exactly as written.
        minify: false,
      }),
    ],
    stats: production ? 'normal' : 'minimal',
  };
};
