import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { jpegFile } from './files';
import { nextButton, sendStudioInquiry, studioInquiryBody } from './studio-inquiry';

// The studio inquiry wizard as a person goes through it, shared by its journeys (spec §2 'Studio inquiry wizard',
// §5 gates).

export const CONCEPT = 'A koi fish swimming up my forearm, with waves';
export const PASSWORD = 'client-password';

export async function openWizard(page: Page, studioName: string) {
  await page.getByRole('button', { name: `Send ${studioName} an Inquiry` }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${studioName} an Inquiry` });
  // The wizard's code starts loading at the first touch: on a loaded machine, a spinner shows for a while.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The step's heading, which takes focus when the step opens. */
export async function expectStep(dialog: Locator, n: number, title: string) {
  await expect(dialog.getByText(`Step ${n} of 7`)).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: title })).toBeFocused();
}

/** Uploads one private photo into the image field `id` of the wizard, and waits for its thumbnail. */
export async function addPhoto(dialog: Locator, id: string, legend: string, name: string) {
  await dialog.locator(`#${id}`).setInputFiles(await jpegFile(name));
  await expect(dialog.getByRole('img', { name: `${legend} 1` })).toBeVisible();
}

/**
 * Steps 1–6 with a mouse, checking that each gate holds Next until its answer is given; with `photos`, a reference
 * image on step 1 and a placement photo on step 2 (spec §2: the studio wizard takes both, privately).
 */
export async function answerSteps(
  dialog: Locator,
  email: string,
  { photos = false, shot }: { photos?: boolean; shot?: (name: string) => Promise<unknown> } = {},
) {
  const next = nextButton(dialog);
  await expectStep(dialog, 1, 'Your tattoo idea');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Describe your tattoo idea').fill('A koi fish');
  await expect(dialog.getByText('10/20+ characters')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await expect(dialog.getByText(`${CONCEPT.length}/20+ characters`)).toBeVisible();
  if (photos) {
    await addPhoto(dialog, 'studio-inquiry-reference-images', 'Reference images (optional)', 'koi-reference');
  }
  await shot?.('step-1');
  await next.click();

  await expectStep(dialog, 2, 'Placement');
  await expect(next).toBeDisabled();
  await dialog.getByRole('group', { name: 'Arm' }).getByText('Lower Arm').click();
  if (photos) {
    await addPhoto(dialog, 'studio-inquiry-placement-photos', 'Photos of the area (optional)', 'forearm');
  }
  await shot?.('step-2');
  await next.click();

  await expectStep(dialog, 3, 'Size');
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: /^Medium/ }).click();
  await next.click();

  await expectStep(dialog, 4, 'Style & budget');
  // The defaults of spec §2: Black & Grey and $100–$1,000.
  await expect(dialog.getByRole('radio', { name: 'Black & Grey', exact: true })).toBeChecked();
  await expect(dialog.getByRole('slider', { name: 'Minimum budget' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute(
    'aria-valuenow',
    '1000',
  );
  await dialog.getByRole('radio', { name: /^Detailed/ }).click();
  await expect(next).toBeDisabled();
  await dialog.getByText('Japanese', { exact: true }).click();
  await dialog.getByLabel('Maximum ($)').fill('1500');
  await dialog.getByLabel('Maximum ($)').press('Tab');
  await expect(dialog.getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute(
    'aria-valuenow',
    '1500',
  );
  await next.click();

  await expectStep(dialog, 5, 'Availability');
  await expect(next).toBeDisabled();
  await dialog.getByLabel('When are you available? (optional)').fill('Weekends in March');
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await next.click();

  await expectStep(dialog, 6, 'Your details');
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Sam Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('512-555-0199');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill('something-else');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(dialog.getByText('Passwords do not match')).toBeHidden();
  await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /^\/login\?next=%2Fstudio%2F/,
  );
  await next.click();

  await expectStep(dialog, 7, 'Review & submit');
  await expect(dialog.getByText(CONCEPT)).toBeVisible();
  await expect(dialog.getByText('$100 - $1,500')).toBeVisible();
  if (photos) {
    await expect(dialog.getByText('1 image', { exact: true })).toBeVisible();
    await expect(dialog.getByText('1 photo', { exact: true })).toBeVisible();
  }
}

export interface ReceivedInquiry extends Record<string, unknown> {
  concept: string;
  referenceImages: string[];
  placementPhotos: string[];
}

/** The studio's inbox as the admin (signed in on `request` by the fixtures) reads it: the inquiries with `concept`. */
export async function receivedWith(request: APIRequestContext, studioId: string, concept: string) {
  const inbox = await (await request.get(`/api/studio-inquiries/studio/${studioId}`)).json();
  return (inbox.items as ReceivedInquiry[]).filter((item) => item.concept === concept);
}

export const uniqueEmail = () =>
  `sam.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** A client who already has an account and one inquiry to this studio, sent from a context with no session. */
export async function clientWithEarlierInquiry(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  studioId: string,
) {
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = studioInquiryBody(studioId);
  const sent = await sendStudioInquiry(visitor, body);
  await visitor.dispose();
  return { body, sent };
}
