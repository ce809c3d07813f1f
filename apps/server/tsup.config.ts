import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source; everything from node_modules stays external.
  noExternal: ['@console/contract'],
  esbuildOptions(options) {
    options.conditions = ['@console/source'];
  },
});
