import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = { pool: 'forks', maxWorkers: 2, testTimeout: 20_000, hookTimeout: 60_000 } as const;

// The web app's tests, wherever they live under src/: pure logic and components alike, in a DOM (happy-dom) with
// Testing Library's matchers; journeys through the real stack stay in e2e/.
const web = {
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    ...shared,
    environment: 'happy-dom',
    setupFiles: ['apps/web/src/testing/setup.ts'],
    // A test that replaces fetch gets the real one back afterwards.
    unstubGlobals: true,
  },
};

const nodeTests = [
  'packages/*/src/**/*.test.ts',
  'services/*/src/**/*.test.ts',
  'apps/{composition,gateway,standalone}/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'deploy/**/*.test.ts',
];
const isolatedTests = '**/*.isolated.test.{ts,tsx}';

// One vitest run covers contracts' unit tests, every service's integration tests (real Postgres, real NATS), the
// repository's own checks in scripts/ and the web app's unit and component tests.
// Each integration test file makes its own database, so files run in parallel safely. Files share a worker's module
// cache (`isolate: false`): importing every service and the web app's components once per worker instead of once
// per file halves the run. A test that replaces a module (`vi.mock`) needs a fresh cache, and one that watches its
// own process (the image decoder's child processes of this pid) a process no other file has used: such a test is
// named `*.isolated.test.ts(x)` and runs in a project that isolates every file (scripts/test-isolation.test.ts checks
// the naming of the web app's module mocks).
export default defineConfig({
  test: {
    ...shared,
    projects: [
      { test: { ...shared, name: 'node', isolate: false, include: nodeTests, exclude: [isolatedTests] } },
      {
        test: {
          ...shared,
          name: 'node-isolated',
          include: nodeTests.map((glob) => glob.replace('*.test', '*.isolated.test')),
        },
      },
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [isolatedTests],
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-isolated', include: ['apps/web/src/**/*.isolated.test.{ts,tsx}'] },
      },
    ],
  },
});
