import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@console/source'] },
  test: {
    environment: 'node',
    globalSetup: ['tests/global-setup.ts'],
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the CPUs: one on CI's 2 cores. The files wait on
    // PGlite and PostgreSQL as much as they compute, so two workers finish sooner: the whole suite
    // on both databases took 341 s on two workers on a quiet 2-core machine (2026-11-29), every
    // test passing; every file has its own databases. (With two more test runs beside it on the
    // same cores, four timing tests ran over their bounds: CI runs its steps one at a time.)
    maxWorkers: 2,
  },
});
