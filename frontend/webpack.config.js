/* Production build: `npm run build` -> frontend/dist (served by Django at /static/).
 * The generated index.html is rendered by Django as a template, so it must keep the
 * literal `{{ app_config|json_script:"app-config" }}` tag and contain no other
 * Django template syntax. */
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');

const srcDir = path.resolve(__dirname, 'src');
const distDir = path.resolve(__dirname, 'dist');
// React Router 7 resolves to its development build (dev warnings on) under every export
// condition; production builds take the production one (same code, warnings off).
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

/**
 * Writes `build-stats.json` next to the output directory (outside it, so it is not served):
 * the JS files of each entrypoint and named chunk group, for scripts/check-size.js.
 */
class ChunkGroupFilesPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupFilesPlugin', (stats) => {
      const json = stats.toJson({ all: false, publicPath: true, entrypoints: true, chunkGroups: true });
      const files = (groups) =>
        Object.fromEntries(
          Object.entries(groups).map(([name, group]) => [name, group.assets.map((asset) => asset.name)]),
        );
      const out = {
        publicPath: json.publicPath,
        entrypoints: files(json.entrypoints),
        chunkGroups: files(json.namedChunkGroups),
      };
      const target = path.resolve(compiler.options.output.path, '..', 'build-stats.json');
      fs.writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
    });
  }
}

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
      alias: {
        '@': srcDir,
        ...(production && {
          'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
          'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
        }),
      },
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
      // webpack's runtime goes into main, which changes with every release anyway: one
      // request and a few hundred bytes fewer than a runtime chunk of its own.
      runtimeChunk: false,
      // First-load budget (docs/architecture.md): index.html loads only the vendor chunks
      // below and main (providers, router, session guards); every layout and screen is a
      // lazy chunk (src/app/router.tsx). The libraries every screen needs get long-cached
      // chunks of their own, so upgrading one does not invalidate the others. MUI is split
      // by use: the part the entry needs (theme, CssBaseline, Box) is vendor-mui, the rest
      // goes into shared lazy chunks with the screens that use it (webpack's defaults).
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'vendor-react',
            priority: 40,
            enforce: true,
          },
          router: {
            test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor-router',
            priority: 40,
            enforce: true,
          },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|reselect|immer|use-sync-external-store|@standard-schema)[\\/]/,
            name: 'vendor-redux',
            priority: 40,
            enforce: true,
          },
          emotion: {
            test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/,
            name: 'vendor-emotion',
            priority: 40,
            enforce: true,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@popperjs|react-transition-group|clsx|prop-types)[\\/]/,
            name: 'vendor-mui',
            chunks: 'initial',
            priority: 30,
            enforce: true,
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
    // The budget itself is checked gzipped by scripts/check-size.js (`make test`); these
    // raw-byte hints only warn early during a build.
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 560 * 1024, // raw bytes of the first load (~168 KB gzipped)
      maxAssetSize: 760 * 1024,
    },
    plugins: [
      ...(production ? [new ChunkGroupFilesPlugin()] : []),
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
