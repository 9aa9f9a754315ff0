import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { internalPortfolioRoutes } from '@inkbook/contracts/aftercare-routes';
import { internalAuthRoutes } from '@inkbook/contracts/auth';
import { internalExportRoute } from '@inkbook/contracts/data-export';
import { eventPayloads } from '@inkbook/contracts/events';
import type { RouteContract } from '@inkbook/contracts/route';
import fc from 'fast-check';
import { z } from 'zod';
import { validValue } from '../fuzz/schema-arbitrary';
import { accepts, misfits, type Roles, type Schema } from './schema-fit';

/** Every route one service calls on another (`/internal/*`, never proxied by the gateway). */
export const internalRoutes: readonly RouteContract[] = [
  ...Object.values(internalAuthRoutes),
  ...Object.values(internalPortfolioRoutes),
  internalExportRoute,
];

const requestParts = ['params', 'querystring', 'body'] as const;

export interface RouteSnapshot {
  method: string;
  path: string;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /** Status code → the answer's body. */
  response: Record<string, Schema>;
}

/** The contracts between services as JSON Schema: what is committed under packages/contracts/snapshots/. */
export interface Contracts {
  /** Subject → payload. */
  events: Record<string, Schema>;
  /** `METHOD /path` → route. */
  internal: Record<string, RouteSnapshot>;
}

/**
 * The input side of the schema, the one thing both ends share: a publisher passes the payload's input type (its
 * outbox does not parse in production), a caller sends the body's input type, and every reader parses with the
 * schema, so what it accepts is its input side too (a field with a default is optional there).
 */
function jsonSchemaOf(schema: z.ZodType): Schema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest as Schema;
}

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

function routeSnapshot(route: RouteContract): RouteSnapshot {
  const request = requestParts.flatMap((part) => {
    const schema = route[part];
    return schema ? [[part, jsonSchemaOf(schema)]] : [];
  });
  const response = Object.entries(route.response).map(([status, schema]) => [status, jsonSchemaOf(schema)]);
  return {
    method: route.method,
    path: route.path,
    ...Object.fromEntries(request),
    response: Object.fromEntries(response),
  };
}

export function contractsOf(events: Record<string, z.ZodType>, routes: readonly RouteContract[]): Contracts {
  return {
    events: Object.fromEntries(
      Object.entries(events).map(([subject, schema]) => [subject, jsonSchemaOf(schema)]),
    ),
    internal: Object.fromEntries(routes.map((route) => [routeKey(route), routeSnapshot(route)])),
  };
}

export const currentContracts = () => contractsOf(eventPayloads, internalRoutes);

// ─── The committed snapshot: one readable file per subject and per route ────────────────────────────────────────

export const SNAPSHOT_DIR = resolve(import.meta.dirname, '../../packages/contracts/snapshots');
const routeFile = (route: RouteSnapshot) =>
  `${route.method.toLowerCase()}${route.path.replaceAll(/[/:]+/g, '-')}.json`;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));

export function readSnapshot(dir = SNAPSHOT_DIR): Contracts {
  const events = join(dir, 'events');
  const internal = join(dir, 'internal');
  return {
    events: Object.fromEntries(
      jsonFiles(events).map((name) => [name.slice(0, -5), readJson(join(events, name))]),
    ),
    internal: Object.fromEntries(
      jsonFiles(internal).map((name) => {
        const route = readJson(join(internal, name)) as RouteSnapshot;
        return [routeKey(route), route];
      }),
    ),
  };
}

/** Replaces the snapshot with `contracts` (a subject or route that is gone loses its file). */
export function writeSnapshot(contracts: Contracts, dir = SNAPSHOT_DIR) {
  const write = (folder: string, entries: [string, unknown][]) => {
    rmSync(join(dir, folder), { recursive: true, force: true });
    mkdirSync(join(dir, folder), { recursive: true });
    for (const [name, value] of entries)
      writeFileSync(join(dir, folder, name), `${JSON.stringify(value, null, 2)}\n`);
  };
  write(
    'events',
    Object.entries(contracts.events).map(([subject, schema]) => [`${subject}.json`, schema]),
  );
  write(
    'internal',
    Object.values(contracts.internal).map((route) => [routeFile(route), route]),
  );
}

// ─── What breaks a service still running the old version ────────────────────────────────────────────────────────

export interface BreakingChange {
  /** `event inquiries.inquiry.created`, `POST /internal/accounts body`, `POST /internal/accounts answer 201`. */
  contract: string;
  /** The field, empty when the whole contract is concerned. */
  path: string;
  why: string;
}

export const describeChange = ({ contract, path, why }: BreakingChange) =>
  `${contract}${path ? ` ${path}` : ''}: ${why}`;

const eventRoles: Roles = { writer: 'new producers', reader: 'old consumers', old: 'reader' };
const requestRoles: Roles = { writer: 'old callers', reader: 'the new service', old: 'writer' };
const answerRoles: Roles = { writer: 'the new service', reader: 'old callers', old: 'reader' };

/** How many values the writer's schema may produce are validated against the reader's, per contract. */
const SAMPLES = 20;

/**
 * The walk names the field and the reason; behind it, real validation: values built from the writer's schema
 * (seeded, so every run sees the same ones) that the reader's schema refuses catch whatever the walk cannot read.
 */
function changesIn(contract: string, writer: Schema, reader: Schema, roles: Roles): BreakingChange[] {
  const found = misfits(writer, reader, roles).map((misfit) => ({ contract, ...misfit }));
  if (found.length > 0) return found;
  const refused = fc
    .sample(validValue(writer), { seed: 28, numRuns: SAMPLES })
    .find((value) => accepts(writer, value) && !accepts(reader, value));
  if (refused === undefined) return [];
  return [
    {
      contract,
      path: '',
      why: `${JSON.stringify(refused)} refused by ${roles.reader}, yet ${roles.writer} may send it`,
    },
  ];
}

const isSuccess = (status: string) => status.startsWith('2');

function routeChanges(key: string, old: RouteSnapshot, current: RouteSnapshot): BreakingChange[] {
  const found: BreakingChange[] = [];
  for (const part of requestParts) {
    const sent = old[part];
    const read = current[part];
    const contract = `${key} ${part}`;
    if (sent && read) found.push(...changesIn(contract, sent, read, requestRoles));
    else if (sent)
      found.push({ contract, path: '', why: 'sent by old callers, no longer read by the new service' });
    else if (read)
      found.push({ contract, path: '', why: 'read by the new service, never sent by old callers' });
  }
  for (const [status, answer] of Object.entries(current.response)) {
    const known = old.response[status];
    const contract = `${key} answer ${status}`;
    if (known) found.push(...changesIn(contract, answer, known, answerRoles));
    // An error status old callers do not list reaches them as a failure, as every unlisted error does.
    else if (isSuccess(status))
      found.push({ contract, path: '', why: 'unknown to old callers, which fail on it' });
  }
  return found;
}

/** Every change from `old` (what services on the old version expect) to `current` that breaks one of them. */
export function breakingChanges(old: Contracts, current: Contracts): BreakingChange[] {
  const found: BreakingChange[] = [];
  for (const [subject, oldSchema] of Object.entries(old.events)) {
    const schema = current.events[subject];
    const contract = `event ${subject}`;
    if (schema) found.push(...changesIn(contract, schema, oldSchema, eventRoles));
    else found.push({ contract, path: '', why: 'subject removed: old consumers wait for it' });
  }
  for (const [key, oldRoute] of Object.entries(old.internal)) {
    const route = current.internal[key];
    if (route) found.push(...routeChanges(key, oldRoute, route));
    else found.push({ contract: key, path: '', why: 'route removed: old callers still call it' });
  }
  return found;
}
