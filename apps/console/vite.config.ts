import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
// The same locale trimming as @console/ui's own build: the console reads react-aria from node_modules.
import { dropReactAriaLocalesVite } from '../../packages/ui/build/reactAriaLocales';
import { dropOperationDocsVite } from './build/dropOperationDocs';

/**
 * Libraries that change rarely get chunks of their own, so a release of the app does not make
 * browsers download them again (hashed names, cached as immutable by the server).
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  'vendor-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  'vendor-router': /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  'vendor-swr': /[\\/]node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/,
  // Apart from SWR: the login screen needs SWR's provider but no response schema, so no zod.
  'vendor-zod': /[\\/]node_modules[\\/]zod[\\/]/,
};

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    dropReactAriaLocalesVite(),
    // The operations' Japanese summaries and descriptions are for the API document, not the page.
    dropOperationDocsVite(),
    // Brotli and gzip files beside each asset, built once here; the server sends the one the
    // browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json|txt|map)$/,
      threshold: 1024,
    }),
  ],
  // Workspace packages (@console/ui, @console/contract) are consumed from their TypeScript source.
  resolve: {
    conditions: ['@console/source', ...defaultClientConditions],
    // vanilla-extract evaluates the app's .css.ts files in its own compiler, which does not apply
    // the `source` condition: without this alias it took the theme contract from packages/ui/dist,
    // whose variable names differ from the source build's, and every app style lost its tokens.
    alias: { '@console/ui/css': fileURLToPath(new URL('../../packages/ui/src/css.ts', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    // The server's CSP is script-src 'self': the polyfill would be an inline script.
    modulePreload: { polyfill: false },
    // scripts/route-sizes.mjs reads which chunks each route loads from here.
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      // The console, and the customers' booking page with an entry of its own (issue 15).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        booking: fileURLToPath(new URL('./booking.html', import.meta.url)),
      },
      output: {
        manualChunks(id: string) {
          // zod's Japanese locale serves only the forms' checks (@console/contract/validation):
          // it goes with them, not into the zod chunk every screen that parses an answer loads.
          if (/[\\/]node_modules[\\/]zod[\\/].*[\\/]locales[\\/]/.test(id)) return undefined;
          for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) if (pattern.test(id)) return name;
          return undefined;
        },
      },
    },
  },
});
