import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@console/source'] },
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
