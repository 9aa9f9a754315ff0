import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import type { ArtistFixture } from './catalog';
import { jpegFile } from './files';

// The artist inquiry dialog as a person goes through it, shared by its journeys.

const uniqueId = () => randomBytes(3).toString('hex');
export const CONCEPT = 'A fine line koi fish swimming up my forearm, with cherry blossoms';

/** The dialog as the artist's header button opens it. */
export async function openInquiry(page: Page, artist: ArtistFixture) {
  await page.goto(`/artist/${artist.instagramHandle}`);
  // A cold server on a loaded machine can take a while to draw its first page.
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Send an Inquiry' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  // The dialog's code starts loading at the first touch: on a loaded machine, a spinner shows for a while.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The step's heading has focus (spec: focus moves to each new step's heading) and the progress is step/7. */
export async function expectStep(dialog: Locator, step: number, title: string) {
  await expect(dialog.getByRole('heading', { name: title, level: 3 })).toBeFocused();
  const label = `Step ${Math.min(step, 7)} of 7`;
  await expect(dialog.getByRole('progressbar', { name: label })).toHaveAttribute(
    'aria-valuenow',
    String(step >= 8 ? 100 : Math.round((step / 7) * 100)),
  );
}

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

export const next = (dialog: Locator) => dialog.getByRole('button', { name: 'Next' }).click();

export interface Contact {
  fullName: string;
  email: string;
  password: string;
}

/**
 * Steps 1-6 with every gate tried empty first; leaves the dialog on Review. `contact` null: a signed-in client,
 * whose step 6 is nothing but a note (issue 12 item 9).
 */
export async function answerEverything(
  page: Page,
  dialog: Locator,
  contact: Contact | null,
  shots?: (name: string) => Promise<void>,
) {
  // 1 Design: the concept gate, a reference upload with progress, a flash design as a reference.
  await expectStep(dialog, 1, 'Design');
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await next(dialog);
  await expect(dialog.getByText('Please describe your idea (at least 20 characters)')).toBeVisible();
  await expect(dialog.getByLabel('Describe your tattoo idea')).toBeFocused();
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await page.setInputFiles('#inquiry-reference-images', await jpegFile('koi-reference'));
  await expect(dialog.getByRole('img', { name: 'Reference images (optional) 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add as Reference (flash design 1)' }).click();
  await expect(page.getByText('Added to References')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Added as Reference (flash design 1)' })).toBeVisible();
  await shots?.('1-design');
  await next(dialog);

  // 2 Placement.
  await expectStep(dialog, 2, 'Placement');
  await next(dialog);
  await expect(dialog.getByText('Select at least one placement area')).toBeVisible();
  await dialog
    .getByRole('group', { name: 'Arm', exact: true })
    .getByText('Lower Arm', { exact: true })
    .click();
  await expect(dialog.getByRole('checkbox', { name: 'Lower Arm' })).toBeChecked();
  await shots?.('2-placement');
  await next(dialog);

  // 3 Size: no quote until size and complexity are chosen; then the contracts rule's figures.
  await expectStep(dialog, 3, 'Size');
  await expect(
    dialog.getByText('Please select a complexity level to see your estimated pricing.'),
  ).toBeVisible();
  await next(dialog);
  await expect(dialog.getByText('Please select a size')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Medium/ }).click();
  await dialog.getByRole('radio', { name: /^Detailed/ }).click();
  // 5×5 in → 3 h, ×1.35 = 4.05 h, ×$200 = $810: $700 - $950, deposit $200.
  await expect(dialog.getByText('$700 - $950')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pricing disclaimer' }).click();
  const disclaimer = page.getByRole('dialog', { name: 'Pricing Disclaimer' });
  await expect(disclaimer).toBeVisible();
  await disclaimer.getByRole('button', { name: 'Got it' }).click();
  await expect(disclaimer).toBeHidden();
  await shots?.('3-size');
  await next(dialog);

  // 4 Budget & Details: always passes; it starts from the quote's range; the top of the slider reads '$10,000+'.
  await expectStep(dialog, 4, 'Budget & Details');
  await expect(dialog.getByLabel('Minimum ($)')).toHaveValue('700');
  const maxBudget = dialog.getByLabel('Maximum ($)');
  await maxBudget.fill('10000');
  await maxBudget.press('Enter');
  await expect(dialog.getByText('$10,000+')).toBeVisible();
  await maxBudget.fill('1500');
  await maxBudget.press('Enter');
  await expect(dialog.getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute(
    'aria-valuenow',
    '1500',
  );
  await dialog.getByLabel('Additional notes (optional)').fill('My first tattoo.');
  await shots?.('4-budget');
  await next(dialog);

  // 5 Availability: the traveling answer is required.
  await expectStep(dialog, 5, 'Availability');
  await next(dialog);
  await expect(dialog.getByText('Let us know whether you are traveling for this tattoo')).toBeVisible();
  await dialog.getByLabel('When are you available?').fill('Weekends in March');
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await shots?.('5-availability');
  await next(dialog);

  if (contact) await signUp(dialog, contact);
  else await onlyANote(dialog);
  await shots?.('6-contact');
  await next(dialog);

  // 7 Review.
  await expectStep(dialog, 7, 'Review');
  await expect(dialog.getByText('Completed', { exact: true })).toHaveCount(6);
  await expect(dialog.getByText(CONCEPT)).toBeVisible();
  await expect(dialog.getByText('1 reference image, 1 flash design')).toBeVisible();
  await expect(dialog.getByText('Estimate $700 - $950')).toBeVisible();
  if (!contact) await expect(dialog.getByText("Your account's details")).toBeVisible();
  await shots?.('7-review');
}

/** 6 Sign Up: every field, and passwords that must match. */
async function signUp(dialog: Locator, contact: Contact) {
  await expectStep(dialog, 6, 'Sign Up');
  await next(dialog);
  await expect(dialog.getByText('Please enter your full name')).toBeVisible();
  await dialog.getByLabel('Full name').fill(contact.fullName);
  await dialog.getByLabel('Email').fill(contact.email);
  await dialog.getByLabel('Phone').fill('512-555-0199');
  await dialog.getByLabel('Password', { exact: true }).fill(contact.password);
  await dialog.getByLabel('Confirm Password').fill(`${contact.password}-typo`);
  await next(dialog);
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill(contact.password);
}

/** 6 Contact for a signed-in client: no field to fill, only what the inquiry is sent with. */
async function onlyANote(dialog: Locator) {
  await expectStep(dialog, 6, 'Contact');
  await expect(dialog.getByText("You're signed in as")).toBeVisible();
  for (const label of ['Full name', 'Email', 'Phone', 'Password']) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(0);
  }
}

export const visitor = (): Contact => {
  const id = uniqueId();
  return { fullName: `Sam Lee ${id}`, email: `sam.${id}@e2e.test`, password: 'koi-fish-forever' };
};
