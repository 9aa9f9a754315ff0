import { defineConfig } from 'vitest/config';

// One vitest run covers contracts' unit tests, every service's integration tests (real Postgres, real NATS) and the
// repository's own checks in scripts/ (the web app's feature boundaries).
// Each integration test file makes its own database, so files run in parallel safely.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'apps/gateway/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
