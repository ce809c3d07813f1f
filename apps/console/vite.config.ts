import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages (@console/ui, @console/contract) are consumed from their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    // The server's CSP is script-src 'self': the polyfill would be an inline script.
    modulePreload: { polyfill: false },
  },
});
