import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { createApprovedStudio } from './catalog';

/** A visitor's answers as the studio inquiry wizard sends them; `password` makes them a client who can sign in. */
export function studioInquiryBody(studioId: string, overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    studioId,
    fullName: 'Sam Lee',
    email: `sam.${id}@e2e.test`,
    phone: '512-555-0199',
    concept: `A koi fish swimming up my forearm ${id}`,
    placementAreas: ['arm-lower-arm'],
    size: 'medium',
    complexity: 'detailed',
    style: 'blackgrey',
    preferredStyles: ['Japanese'],
    budgetMin: 300,
    budgetMax: 1500,
    availableDates: ['Weekends in March'],
    isTraveling: 'no',
    password: 'client-password',
    ...overrides,
  };
}

/**
 * Sends it through the API from a context with no session, so the password creates a new client account. The
 * inquiries service learns that a studio was approved from catalog's event, a moment after the approval: until
 * then the studio is 'not found', so the send is retried for a few seconds.
 */
export async function sendStudioInquiry(
  request: APIRequestContext,
  body: ReturnType<typeof studioInquiryBody>,
) {
  const idempotencyKey = randomUUID();
  let sent: { id: string } | undefined;
  await expect(async () => {
    const res = await request.post('/api/studio-inquiries', {
      data: body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(res.status(), await res.text()).toBe(201);
    sent = (await res.json()) as { id: string };
  }).toPass({ timeout: 15_000 });
  if (!sent) throw new Error('studio inquiry was not sent');
  return sent;
}

/** The dialog's 'Next', which each step's gate keeps disabled until the step is answered. */
export const nextButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Next' });

/**
 * A new client: an inquiry to an approved studio sent from a context with no session, whose password makes the
 * account. Gives back what was sent (`email`, `password`).
 */
export async function createClient(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const studio = await createApprovedStudio(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = studioInquiryBody(studio.id);
  await sendStudioInquiry(visitor, body);
  await visitor.dispose();
  return body;
}

/** Signs in at /login as a client, who lands on /my-inquiries (spec §2 Login page, DESIGN §5). */
export async function signInAsClient(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-inquiries$/);
}
