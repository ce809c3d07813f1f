import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The LIFF SDK's modules (core, its ID token module and their helpers). */
const LIFF_SDK = /[\\/]node_modules[\\/](@line[\\/]liff|@liff)[\\/]/;

/**
 * The published pages' form script (issue 33), built on its own after the console (`pnpm build`).
 * As a third entry of vite.config.ts it shared the console's files: the dynamic import's preload
 * helper sits in vendor-react and the contract's modules in `common` (with a stylesheet), so a
 * public page loaded React (67 kB gzip) for a form that uses none. Built apart, it has its own
 * small files, and the console's files and budgets do not change. The server reads the tags from
 * dist/pageform.html (and the friends gate's from dist/pagegate.html).
 */
export default defineConfig({
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|map)$/, threshold: 1024 })],
  resolve: { conditions: ['@console/source', ...defaultClientConditions] },
  build: {
    // The console's build is already in dist/: this adds its files beside them.
    emptyOutDir: false,
    // Read by scripts/route-sizes.mjs's page form budget (a name of its own: the console's
    // manifest.json stays the console's).
    manifest: '.vite/pageform-manifest.json',
    sourcemap: true,
    // The server's CSP allows scripts by nonce and 'self': no inline polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The friends gate's script (pagegate.html) is a second entry: it shares the LIFF file.
      input: {
        pageform: fileURLToPath(new URL('./pageform.html', import.meta.url)),
        pagegate: fileURLToPath(new URL('./pagegate.html', import.meta.url)),
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // The two entries share a chunk of their own code (liff.ts's loader, the contract's words),
        // which Rolldown names after its first module: liff. Only the SDK's file may be called
        // pageform-liff (loaded inside LINE only; the end-to-end tests stand in for it by that name).
        chunkFileNames: (chunk) =>
          chunk.name === 'liff' && !chunk.moduleIds.some((id) => LIFF_SDK.test(id))
            ? 'assets/pageform-shared-[hash].js'
            : 'assets/pageform-[name]-[hash].js',
        // The LIFF SDK (core, its ID token module and their helpers) in one file, loaded inside
        // LINE only: apart, its ID token module was a file of 0.07 kB.
        codeSplitting: {
          groups: [{ name: 'liff', test: LIFF_SDK }],
        },
      },
    },
  },
});
