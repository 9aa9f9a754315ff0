import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = { pool: 'forks', maxWorkers: 2, testTimeout: 20_000, hookTimeout: 60_000 } as const;

// One vitest run covers contracts' unit tests, every service's integration tests (real Postgres, real NATS), the
// repository's own checks in scripts/ and the web app's unit and component tests.
// Each integration test file makes its own database, so files run in parallel safely.
export default defineConfig({
  test: {
    ...shared,
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'apps/{composition,gateway,standalone}/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The web app's tests, wherever they live under src/: pure logic and components alike, in a DOM (happy-dom)
        // with Testing Library's matchers; journeys through the real stack stay in e2e/.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          ...shared,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A test that replaces fetch gets the real one back afterwards.
          unstubGlobals: true,
        },
      },
    ],
  },
});
