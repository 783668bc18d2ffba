import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import type { Configuration } from 'webpack';
import type { Request, Response } from 'express';
import type { Configuration as DevServerConfiguration, Middleware } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { devRuntimeConfig } from '../src/config/runtime-config';
import { sharedSingletons } from './shared-singletons';
import { CompileHintsPlugin } from './compile-hints-plugin';
import { FederationSemverPlugin } from './federation-semver-plugin';
import { StartupPriorityPlugin } from './startup-priority-plugin';
import { faviconDataUrl, preloaderStyle } from './page-head';

/**
 * react-router's package exports point every bundler at its development build, whose warnings
 * (a history read-back and a message check on each navigation) production pages do not need; the
 * production build beside it is the same API with them switched off.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export interface AppBuildOptions {
  /** Federation name: no hyphen (see TOOLCHAIN.md). */
  name: string;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Dev server port from DESIGN.md. */
  port: number;
  /** The federated surface of a remote; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The shell: public path `/`, runtime plugins, SPA fallback. */
  host?: boolean;
  runtimePlugins?: string[];
  /** Static files copied as they are (config.json, translations). */
  copy?: { from: string; to?: string }[];
  /** Express middlewares for the dev server, e.g. the area's mock API slice. */
  devMiddlewares?: () => Middleware[];
  /** Text of the standalone page's <title>. */
  title: string;
}

/** The common texts (served at /assets/i18n, spec §8) and the icon, the same for every area. */
const SHARED_PUBLIC = path.resolve(__dirname, '../public');

/**
 * What an area's forms need beside react-hook-form (a shared module, fetched on its own): zod/mini,
 * its resolver and shared's form kit, in one chunk. Left to webpack they come as two or three
 * small ones, each a request on a form page's first visit.
 */
const FORMS_CHUNK = {
  test: /[\\/](node_modules[\\/](zod|@hookform[\\/]resolvers)|shared[\\/]src[\\/](forms|rules))[\\/]/,
  name: 'forms',
  chunks: 'async',
  enforce: true,
} as const;

/**
 * The libraries every page of the shell runs before its first render, as the shell provides them
 * to the share scope: two chunks instead of a dozen (React's, and the others'). Lighthouse's phone
 * has an HTTP/1.1 link of six connections at a time: each small chunk cost a queue slot and a
 * round trip on top of its bytes, and compressed apart they were 14 kB more. Libraries a page needs
 * later (toasts, forms, carousels, the gallery) stay chunks of their own.
 */
const startupChunk = (name: string, packages: string, sharedEntries?: string) =>
  ({
    test: new RegExp(
      `[\\\\/]node_modules[\\\\/](${packages})[\\\\/]` +
        (sharedEntries ? `|[\\\\/]shared[\\\\/]src[\\\\/](${sharedEntries})[\\\\/]` : ''),
    ),
    name,
    chunks: 'async',
    enforce: true,
  }) as const;

const STARTUP_CHUNKS = {
  react: startupChunk('react', 'react|react-dom|scheduler'),
  // With them, shared's router and texts entries (1-2 kB each, run by every page before its first
  // render): each was a request of its own among the start-up's.
  startup: startupChunk(
    'startup-libraries',
    'mobx|mobx-react-lite|i18next|react-i18next|html-parse-stringify|use-sync-external-store|react-router|cookie|set-cookie-parser|ky|valibot',
    'router|translation',
  ),
};

/**
 * Scripts and styles compressed once, at build time, at the highest settings: `file.js.br`
 * (brotli 11) and `file.js.gz` (gzip 9) beside each, which the gateway and the images serve to
 * browsers that take them. Compressing each response instead (brotli 4, nginx's gzip 1) sent
 * 14-16 % more bytes. Only scripts and styles: config.json and index.html are rewritten at
 * deployment, so a compressed copy of them would go stale.
 */
function precompression() {
  const shared = { test: /\.(?:js|css)$/, threshold: 1024, minRatio: 0.9 } as const;
  return [
    new CompressionPlugin<BrotliOptions>({
      ...shared,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...shared,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * What every production script and style passes through before it is served: the compile hint at
 * the top of each script (compile-hints-plugin.ts), then the compressed copies of the result.
 */
function servedFiles() {
  return [new CompileHintsPlugin(), ...precompression()];
}

/**
 * The chunk of a remote's standalone page (src/index.ts names its import so). It renders the area's
 * App too, so left to webpack the App's modules, once over its size threshold, became a chunk
 * shared by both: one more request on every page of the area inside the storefront, for a page
 * only the team opens. Its modules are copied into it instead.
 */
const STANDALONE_CHUNK = 'standalone';

/** splitChunks' `async` without the standalone page's chunk. */
function outsideStandalonePage(chunk: { canBeInitial(): boolean; name?: string | null }) {
  return !chunk.canBeInitial() && chunk.name !== STANDALONE_CHUNK;
}

/**
 * Scripts minified by swc instead of webpack's terser: terser's two passes were 17 s of the shop's
 * 38 s build (six such builds in every CI run and every `npm start`), swc's 0.3 s, and its output
 * compresses as small (the shop: 288.2 kB of brotli against 289.7). Stylesheets by esbuild, which
 * only drops what the browser does not read (comments, spaces, zeros): the shell's start-up sheet,
 * on every first paint, went from 46.8 to 34.6 kB (9.9 to 7.5 kB brotli). webpack's own CSS
 * minifier also merges and moves rules, which changes what wins in the cascade.
 */
const minifiers = () => ({
  minimizer: [
    new MinimizerPlugin({
      test: /\.(?:[cm]?js|css)(\?.*)?$/i,
      minify: [
        {
          implementation: MinimizerPlugin.swcMinify,
          options: { compress: { passes: 2 } },
        },
        { implementation: MinimizerPlugin.esbuildMinifyCss },
      ],
    }),
  ],
});

/** The standalone page's copy of the federation runtime (see federation-runtime-provider.ts). */
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';

/** The app's declared dependencies: its range for @autoparts/shared is what it requires at runtime. */
function dependenciesOf(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'production' | 'development' | 'none' };

/** One webpack configuration for the shell and every remote, so the six apps cannot drift. */
export function createAppConfig(options: AppBuildOptions) {
  return (_env: Env, argv: Argv): Configuration[] => {
    const app = createBundleConfig(options, argv);
    // The shell provides the runtime itself; a remote's standalone page needs the provider file.
    return options.host ? [app] : [app, createRuntimeProviderConfig(options, argv)];
  };
}

function createRuntimeProviderConfig(options: AppBuildOptions, argv: Argv): Configuration {
  const production = argv.mode !== 'development';
  return {
    name: `${options.name}-federation-runtime`,
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: path.join(__dirname, 'federation-runtime-provider.ts'),
    devtool: false,
    output: { path: path.join(options.dir, 'dist'), filename: RUNTIME_PROVIDER_FILE, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(options.dir, 'tsconfig.json') },
        },
      ],
    },
    plugins: [new FederationSemverPlugin(), ...(production ? servedFiles() : [])],
    optimization: minifiers(),
    performance: { hints: false },
  };
}

function createBundleConfig(
  options: AppBuildOptions,
  argv: Argv,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = argv.mode !== 'development';
  const { name, dir, host = false } = options;
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    // Production maps are for error reporting, not for browsers: no sourceMappingURL comment, and
    // written beside the build (<app>/sourcemaps), outside what the gateways and images serve.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // Entry files keep stable names (the federation runtime derives names from this template
      // and rejects [contenthash] here); they are tiny and served no-cache, chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      sourceMapFilename: '../sourcemaps/[file].map',
      // The runtime provider is emitted into the same folder by its own compilation.
      clean: { keep: RUNTIME_PROVIDER_FILE },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
        },
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // The area's name prefixes every class so remotes never clash.
                  localIdentName: production
                    ? `${name}-[hash:base64:6]`
                    : `${name}__[local]--[hash:base64:4]`,
                },
              },
            },
          ],
        },
        { test: /\.(woff2?|svg|png|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new FederationSemverPlugin(),
      new StartupPriorityPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        shared: sharedSingletons(dependenciesOf(dir)),
        // 'version-first' would fetch every remote before React mounts: one dead remote
        // would blank the page. Remotes are registered at runtime from /config.json instead.
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(host ? [path.join(__dirname, 'federation-runtime.ts')] : []),
          ...(options.runtimePlugins ?? []),
        ],
        dts: false,
        manifest: true,
        // One federation runtime per page, the shell's (see federation-runtime.ts). Built for
        // browsers only: the runtime's Node.js loading paths are left out.
        experiments: {
          ...(host ? {} : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        // A team opens its standalone page on a deep link (/shop/cart): a relative main.js
        // would be fetched from /shop/main.js and answered with the page itself.
        publicPath: host || !production ? '/' : 'auto',
        chunks: ['main'],
        runtimeProvider: host ? null : RUNTIME_PROVIDER_FILE,
        preloaderStyle: preloaderStyle(),
        iconUrl: faviconDataUrl(),
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
            ...servedFiles(),
          ]
        : []),
      ...(host || options.copy?.length
        ? [
            new CopyWebpackPlugin({
              patterns: [...(host ? [{ from: SHARED_PUBLIC }] : []), ...(options.copy ?? [])],
            }),
          ]
        : []),
    ],
    optimization: {
      ...minifiers(),
      splitChunks: {
        chunks: host ? 'async' : outsideStandalonePage,
        cacheGroups: host ? { forms: FORMS_CHUNK, ...STARTUP_CHUNKS } : { forms: FORMS_CHUNK },
      },
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      // Manifests are fetched across dev origins: the shell on 3000 reads remotes on 3001-3005.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The storefront's common texts (/assets/i18n) and icon are shared's; the shell's build
      // copies them, and a team's standalone page serves them so its components show the same
      // words as in the shop.
      static: host
        ? false
        : [
            {
              directory: SHARED_PUBLIC,
              publicPath: '/',
              watch: false,
              serveIndex: false,
              staticOptions: { index: false },
            },
          ],
      setupMiddlewares: (middlewares) => [
        // Dev servers compose from the dev ports, whatever the production config says.
        {
          name: 'dev-config',
          path: '/config.json',
          middleware: (_req: Request, res: Response) => res.json(devRuntimeConfig()),
        },
        ...(options.devMiddlewares?.() ?? []),
        ...middlewares,
      ],
    },
  };
}
