import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the real stack: the standalone build (every service + gateway + web app) on a fresh
// database, driven in the system Chromium. Nothing here downloads a browser.
const port = Number(process.env.E2E_PORT ?? 8181);
export const e2eAdmin = { email: 'admin@e2e.inkbook.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A page's code and first answer can take a few seconds on a busy two-core runner: assertions wait up to 10 s
  // (what never appears still fails).
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: process.env.PW_TRACE === 'on' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: 'warn',
    },
  },
});
