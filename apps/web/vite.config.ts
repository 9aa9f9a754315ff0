import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The gateway (standalone or compose) that serves the API and media in development (API_TARGET overrides). */
const gateway = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The gateway refuses state-changing requests from other origins (DESIGN §3). In dev the page is served
 * by Vite, so requests are re-labelled as coming from the gateway's own origin before they are proxied.
 */
const toGateway: ProxyOptions = {
  target: gateway,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', gateway);
    });
  },
};

/**
 * React Router 7's package exports name its development build under every condition (remix-run/react-router#14102,
 * #12532), so a production bundle carried it: its dev-only checks and warnings ran in every visitor's router. A
 * build takes the production files it ships beside them (issue 30: the dashboards' start).
 */
const reactRouterProduction = (entry: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${entry}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: { proxy: { '/api': toGateway, '/media': toGateway } },
  preview: { proxy: { '/api': toGateway, '/media': toGateway } },
  // The server build (src/entry-server.tsx, the gateway renders public pages with it) carries every dependency: the
  // gateway's image installs only its own.
  ssr: { noExternal: true },
  // React picks its build from NODE_ENV at run time, and the server's may be unset: the server build is production's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Which chunk is which page: the gateway reads it to start a page's chunk with the page (page-data.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached chunk, apart from page chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // The small modules every page shares (lib, config, query client, toasts) as one chunk rather than a
            // dozen tiny ones: fewer round trips before the first page renders on a slow connection. Only those the
            // entry loads (`$initial`): a lib module that lazy pages alone use (the inquiry dialogs' zod-backed
            // helpers) stays with those pages instead of dragging its dependencies into every first load.
            {
              name: 'app-shared',
              test: /[\\/]src[\\/](lib|config)[\\/]|[\\/]node_modules[\\/](sonner|@tanstack)[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
}));
