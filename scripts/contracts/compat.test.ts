import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { errorBodySchema } from '@inkbook/contracts/errors';
import { artistInquiryCreatedSchema, eventPayloads } from '@inkbook/contracts/events';
import { defineRoute, type RouteContract } from '@inkbook/contracts/route';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  breakingChanges,
  type Contracts,
  contractsOf,
  currentContracts,
  describeChange,
  internalRoutes,
  readSnapshot,
} from './contracts';

const described = (old: Contracts, current: Contracts) => breakingChanges(old, current).map(describeChange);

describe('the contracts between services', () => {
  const committed = readSnapshot();
  const current = currentContracts();

  it('break no service still running the version the snapshot records', () => {
    expect(described(committed, current)).toEqual([]);
  });

  it('are all in the snapshot (an additive change is recorded with npm run contracts:snapshot)', () => {
    const stale = [
      ...Object.keys({ ...committed.events, ...current.events }).filter(
        (subject) => !isDeepStrictEqual(committed.events[subject], current.events[subject]),
      ),
      ...Object.keys({ ...committed.internal, ...current.internal }).filter(
        (key) => !isDeepStrictEqual(committed.internal[key], current.internal[key]),
      ),
    ];
    expect(stale, 'changed since the snapshot: run npm run contracts:snapshot').toEqual([]);
  });

  it('cover every /internal endpoint the contracts declare', async () => {
    const src = join(import.meta.dirname, '../../packages/contracts/src');
    const declared: string[] = [];
    const collect = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      const { method, path } = value as { method?: unknown; path?: unknown };
      if (typeof path === 'string' && typeof method === 'string') {
        if (path.startsWith('/internal/')) declared.push(`${method} ${path}`);
      } else Object.values(value).forEach(collect);
    };
    for (const file of readdirSync(src).filter((name) => name.endsWith('-endpoints.ts'))) {
      collect(await import(pathToFileURL(join(src, file)).href));
    }
    expect(declared.length).toBeGreaterThan(0);
    expect(Object.keys(current.internal).sort()).toEqual([...new Set(declared)].sort());
  });

  it('name the subject, the field and why when a real payload loses a field', () => {
    const withoutClient = {
      ...eventPayloads,
      'inquiries.inquiry.created': artistInquiryCreatedSchema.omit({ clientUserId: true }),
    };
    expect(described(committed, contractsOf(withoutClient, internalRoutes))).toEqual([
      'event inquiries.inquiry.created clientUserId: required by old consumers, never sent by new producers (removed, renamed or new)',
    ]);
  });
});

// ─── Fixtures: one event subject and one /internal route, changed one way at a time ────────────────────────────

const SUBJECT = 'inquiries.inquiry.created';
const inquiry = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved']),
  fullName: z.string(),
  note: z.string().nullable(),
  answeredAt: z.iso.datetime().optional(),
  tags: z.array(z.string().max(40)),
});
const otherEvents = { 'inquiries.inquiry.deleted': z.object({ id: z.uuid() }) };

const thingBody = z.object({
  name: z.string().max(200),
  kind: z.enum(['a', 'b']),
  note: z.string().optional(),
});
const thingAnswer = z.object({ id: z.uuid(), created: z.boolean() });
const thingRoute = (
  body: z.ZodType = thingBody,
  response: RouteContract['response'] = { 201: thingAnswer, 409: errorBodySchema },
) => defineRoute({ method: 'POST', path: '/internal/things', body, response });
const otherRoute = defineRoute({ method: 'GET', path: '/internal/export', response: { 200: z.object({}) } });

const before = contractsOf({ [SUBJECT]: inquiry, ...otherEvents }, [thingRoute(), otherRoute]);
const withEvent = (payload: z.ZodType, extra: Record<string, z.ZodType> = {}) =>
  contractsOf({ [SUBJECT]: payload, ...otherEvents, ...extra }, [thingRoute(), otherRoute]);
const withRoute = (route: RouteContract, extra: RouteContract[] = []) =>
  contractsOf({ [SUBJECT]: inquiry, ...otherEvents }, [route, otherRoute, ...extra]);

describe('an event change that breaks old consumers is reported', () => {
  const event = `event ${SUBJECT}`;
  it.each([
    [
      'a required field removed',
      inquiry.omit({ note: true }),
      `${event} note: required by old consumers, never sent`,
    ],
    [
      'an optional field removed',
      inquiry.omit({ answeredAt: true }),
      `${event} answeredAt: removed or renamed`,
    ],
    [
      'a field renamed',
      inquiry.omit({ fullName: true }).extend({ name: z.string() }),
      `${event} fullName: required by old consumers, never sent by new producers (removed, renamed or new)`,
    ],
    [
      'a type changed',
      inquiry.extend({ tags: z.string() }),
      `${event} tags: type changed: sent as string by new producers`,
    ],
    [
      'an enum value added',
      inquiry.extend({ status: z.enum(['pending', 'approved', 'declined']) }),
      `${event} status: "declined" refused by old consumers`,
    ],
    [
      'null allowed',
      inquiry.extend({ fullName: z.string().nullable() }),
      `${event} fullName: type changed: sent as null by new producers, read as string by old consumers`,
    ],
    [
      'a required field made optional',
      inquiry.extend({ fullName: z.string().optional() }),
      `${event} fullName: optional for new producers, required by old consumers`,
    ],
    [
      'a bound loosened',
      inquiry.extend({ tags: z.array(z.string().max(80)) }),
      `${event} tags[]: maxLength 40 required by old consumers, 80 allowed by new producers`,
    ],
    ['a format dropped', inquiry.extend({ id: z.string() }), `${event} id: pattern changed`],
  ])('%s', (_, payload, expected) => {
    const found = described(before, withEvent(payload));
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.some((line) => line.startsWith(expected)),
      found.join('\n'),
    ).toBe(true);
  });

  it('a subject removed', () => {
    const current = contractsOf({ [SUBJECT]: inquiry }, [thingRoute(), otherRoute]);
    expect(described(before, current)).toEqual([
      'event inquiries.inquiry.deleted: subject removed: old consumers wait for it',
    ]);
  });
});

describe('an additive event change passes', () => {
  it.each([
    ['a new optional field', inquiry.extend({ phone: z.string().optional() })],
    ['a new required field', inquiry.extend({ phone: z.string() })],
    ['an enum value no longer sent', inquiry.extend({ status: z.enum(['pending']) })],
    ['a bound tightened', inquiry.extend({ tags: z.array(z.string().max(20)).max(5) })],
    ['null no longer sent', inquiry.extend({ note: z.string() })],
  ])('%s', (_, payload) => {
    expect(described(before, withEvent(payload))).toEqual([]);
  });

  it('a new subject', () => {
    expect(
      described(before, withEvent(inquiry, { 'inquiries.inquiry.archived': z.object({ id: z.uuid() }) })),
    ).toEqual([]);
  });
});

describe('an /internal change that breaks old callers is reported', () => {
  const route = 'POST /internal/things';
  it.each([
    [
      'a new required request field',
      thingRoute(thingBody.extend({ size: z.number() })),
      `${route} body size: required by the new service, never sent by old callers`,
    ],
    [
      'a request field the service no longer reads',
      thingRoute(thingBody.omit({ note: true })),
      `${route} body note: removed or renamed: sent by old callers, no longer read by the new service`,
    ],
    [
      'a request field narrowed',
      thingRoute(thingBody.extend({ name: z.string().max(100) })),
      `${route} body name: maxLength 100 required by the new service, 200 allowed by old callers`,
    ],
    [
      'a request enum value refused',
      thingRoute(thingBody.extend({ kind: z.enum(['a']) })),
      `${route} body kind: "b" refused by the new service`,
    ],
    [
      'an answer field removed',
      thingRoute(thingBody, { 201: thingAnswer.omit({ created: true }) }),
      `${route} answer 201 created: required by old callers, never sent by the new service`,
    ],
    [
      'an answer field retyped',
      thingRoute(thingBody, { 201: thingAnswer.extend({ created: z.string() }) }),
      `${route} answer 201 created: type changed`,
    ],
    [
      'a success status old callers do not know',
      thingRoute(thingBody, { 200: thingAnswer, 201: thingAnswer }),
      `${route} answer 200: unknown to old callers, which fail on it`,
    ],
  ])('%s', (_, changed, expected) => {
    const found = described(before, withRoute(changed));
    expect(
      found.some((line) => line.startsWith(expected)),
      found.join('\n'),
    ).toBe(true);
  });

  it('a route removed', () => {
    const current = contractsOf({ [SUBJECT]: inquiry, ...otherEvents }, [otherRoute]);
    expect(described(before, current)).toEqual([
      'POST /internal/things: route removed: old callers still call it',
    ]);
  });
});

describe('an additive /internal change passes', () => {
  it.each([
    ['a new optional request field', thingRoute(thingBody.extend({ size: z.number().optional() }))],
    ['a request bound widened', thingRoute(thingBody.extend({ name: z.string().max(400) }))],
    ['a new answer field', thingRoute(thingBody, { 201: thingAnswer.extend({ at: z.string() }) })],
    [
      'a new error status',
      thingRoute(thingBody, { 201: thingAnswer, 404: errorBodySchema, 409: errorBodySchema }),
    ],
  ])('%s', (_, changed) => {
    expect(described(before, withRoute(changed))).toEqual([]);
  });

  it('a new route', () => {
    const added = defineRoute({
      method: 'POST',
      path: '/internal/things/v2',
      body: thingBody,
      response: { 201: thingAnswer },
    });
    expect(described(before, withRoute(thingRoute(), [added]))).toEqual([]);
  });
});

describe('values the field walk cannot read', () => {
  it('are validated for real: a reader constraint beside a union still refuses what the writer may send', () => {
    const contracts = (code: Record<string, unknown>): Contracts => ({
      events: { [SUBJECT]: { type: 'object', properties: { code }, required: ['code'] } },
      internal: {},
    });
    const old = contracts({ anyOf: [{ type: 'string' }], maxLength: 3 });
    const found = described(old, contracts({ type: 'string' }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^event inquiries\.inquiry\.created: \{"code":".{4,}"\} refused by old consumers, yet new producers may send it$/,
    );
  });
});
