// Starts the standalone build on a fresh, throwaway database (and a fake geocoder) for the browser journeys, and drops it on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { startFakeGeocoder } from './support/fake-geocoder.mjs';

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `inkbook_e2e_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;
// Where the journeys find this database, to let time pass for a booking (support/database.ts): one file per port.
const urlFile = `.tmp/e2e-${process.env.PORT}.database-url`;
mkdirSync('.tmp', { recursive: true });
writeFileSync(urlFile, url.toString());

// Address search goes to a local fake: journeys never reach the internet.
const geocoder = await startFakeGeocoder();

const child = spawn(process.execPath, ['apps/standalone/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    NATS_URL: '',
    SEED_DEMO: 'false',
    INTERNAL_SECRET: randomBytes(24).toString('hex'),
    GEOCODER_URL: geocoder.url,
    // Every browser of every journey applies, inquires and uploads from this one address, as no one person does
    // (refused sends count too), and two workers' fixtures and pages call the API from it faster than any one person
    // (600 a minute): a command refused with a 429 is not retried as a query is, and fails its journey (the likeliest
    // reading of an admin approval whose Success toast never came in CI). The per-address limits are their own tests'
    // subjects (apps/gateway and apps/composition/src/journeys).
    RATE_LIMIT_PER_MINUTE: '100000',
    APPLICATION_RATE_LIMIT_PER_ADDRESS: '10000',
    INQUIRY_RATE_LIMIT_PER_ADDRESS: '10000',
    UPLOAD_RATE_LIMIT_PER_ADDRESS: '10000',
  },
});

async function dropDatabase() {
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}
let ending = false;
const end = async (code) => {
  if (ending) return;
  ending = true;
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  await geocoder.close();
  await dropDatabase().catch(() => {});
  rmSync(urlFile, { force: true });
  process.exit(code);
};
child.once('exit', (code) => void end(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void end(0));
