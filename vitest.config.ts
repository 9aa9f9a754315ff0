import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run covers contracts' unit tests, every service's integration tests (real Postgres, real NATS) and the
// repository's own checks in scripts/ (the web app's feature boundaries).
// Each integration test file makes its own database, so files run in parallel safely.
export default defineConfig({
  // The web app's own import alias (apps/web/vite.config.ts), for its utils' tests.
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'apps/{composition,gateway}/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      // The web app's pure logic (utils/*.test.ts); components are tested in the browser (e2e/).
      'apps/web/src/**/utils/*.test.ts',
    ],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
