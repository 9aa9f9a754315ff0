import type { ConsentTemplate, ConsentTemplateUpdate } from '@inkbook/contracts/aftercare';
import { aftercareEndpoints } from '@inkbook/contracts/aftercare-endpoints';
import {
  CONSENT_LIMITS,
  DEFAULT_CONSENT_STATEMENTS,
  DEFAULT_CONSENT_TITLE,
} from '@inkbook/contracts/aftercare-rules';
import type { FakeAnswer, SentRequest } from './api';

// An artist's or studio's consent template as the bookings service answers it (issue 24 item 1), for the settings'
// tests: the contracts' default, saved versions on top of it, and the routes that read and save them.

/** What every owner starts from: the contracts' default, version 1, never saved. */
export const DEFAULT_TEMPLATE: ConsentTemplate = {
  version: 1,
  title: DEFAULT_CONSENT_TITLE,
  statements: [...DEFAULT_CONSENT_STATEMENTS],
  minimumAge: CONSENT_LIMITS.minimumAge.default,
  createdAt: null,
};

/** Version 2: the default with two statements and a minimum age of 21, saved on 20 November 2026. */
export const SAVED_TEMPLATE: ConsentTemplate = {
  version: 2,
  title: 'Consent at Ink & Iron',
  statements: DEFAULT_CONSENT_STATEMENTS.slice(0, 2),
  minimumAge: 21,
  createdAt: '2026-11-20T15:00:00.000Z',
};

/** The owner's versions, newest first (the current one first, the default last). */
export interface ConsentTemplatesState {
  versions: ConsentTemplate[];
}

const notFound = (): FakeAnswer => ({ status: 404, body: { message: 'Not found' } });

/**
 * The template routes as the service answers them, from `state`: the current version, its versions, and a save,
 * which makes the next version (a statement sent without an id gets one). Anything else is `next`'s to answer.
 * Pass it as fakeBookingsGateway's `act`.
 */
export function consentTemplateRoutes(
  state: ConsentTemplatesState = { versions: [DEFAULT_TEMPLATE] },
  next: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = notFound,
) {
  const e = aftercareEndpoints;
  return (request: SentRequest): FakeAnswer | Promise<FakeAnswer> => {
    const { pathname } = new URL(request.url, 'http://inkbook.test');
    const current = state.versions[0] ?? DEFAULT_TEMPLATE;
    if (request.method === 'GET' && pathname === e.consentTemplate.path) return { body: current };
    if (request.method === 'GET' && pathname === e.consentVersions.path)
      return { body: { versions: state.versions } };
    if (request.method === 'PUT' && pathname === e.updateConsentTemplate.path) {
      const update = request.body as ConsentTemplateUpdate;
      const saved: ConsentTemplate = {
        ...update,
        version: current.version + 1,
        statements: update.statements.map((statement, index) => ({
          id: statement.id ?? `new-${index + 1}`,
          text: statement.text,
        })),
        createdAt: new Date().toISOString(),
      };
      state.versions = [saved, ...state.versions];
      return { body: saved };
    }
    return next(request);
  };
}
