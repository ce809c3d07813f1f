import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages (@console/ui, @console/contract) are consumed from their TypeScript source.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
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
  },
});
