import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addProfilePhoto,
  expectStep as expectApplicationStep,
  pickStyles,
  proceed,
} from './support/artist-wizard';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { jpegFile } from './support/files';
import { CONCEPT, expectStep, next, openInquiry, visitor } from './support/inquiry-dialog';
import { nextButton } from './support/studio-inquiry';
import { addPhoto, expectStep as expectStudioStep, openWizard } from './support/studio-wizard';

// Issue 25 item 2: both inquiry dialogs and both application wizards keep their answers (never a password) and
// their step across a reload and across Back; Back with a dialog open steps back or closes it, never leaving the
// page; uploaded photos stay uploaded.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A reload; the wizards still ask before the page goes (their password is lost), and the person agrees. */
async function reload(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

const password = (scope: Page | Locator) => scope.getByLabel('Password', { exact: true });

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('the artist inquiry dialog keeps answers, photos and step across reloads and Back', async ({
      page,
      request,
    }) => {
      const artist = await createApprovedArtist(request);
      const profile = `/artist/${artist.instagramHandle}`;
      const contact = visitor();
      let dialog = await openInquiry(page, artist);
      const reference = () => dialog.getByRole('img', { name: 'Reference images (optional) 1' });

      await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
      await page.setInputFiles('#inquiry-reference-images', await jpegFile('koi-reference'));
      await expect(reference()).toBeVisible();
      await next(dialog);
      await expectStep(dialog, 2, 'Placement');
      await dialog
        .getByRole('group', { name: 'Arm', exact: true })
        .getByText('Lower Arm', { exact: true })
        .click();
      await expect(page).toHaveURL(`${profile}?inquiry=step-2`);

      // A reload opens the dialog again at step 2 with the answer; Back goes to step 1, with the uploaded photo.
      await reload(page);
      dialog = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
      await expect(dialog.getByText('Step 2 of 7')).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('checkbox', { name: 'Lower Arm' })).toBeChecked();
      await page.goBack();
      await expect(dialog.getByText('Step 1 of 7')).toBeVisible();
      await expect(dialog.getByLabel('Describe your tattoo idea')).toHaveValue(CONCEPT);
      await expect(reference()).toHaveCount(1);
      // Its thumbnail is drawn again, from what the tab kept (nothing can show an unsent attachment).
      await expect
        .poll(() => reference().evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);

      // Back on step 1 closes the dialog and stays on the profile; the button reopens it as it was.
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(profile);
      await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Send an Inquiry' }).first().click();
      await expect(dialog.getByLabel('Describe your tattoo idea')).toHaveValue(CONCEPT);

      // On to Sign Up: a reload keeps the name and email, never the password.
      // Each Next waits for its step: a second press on the step still shown would answer that step again.
      await next(dialog);
      await expectStep(dialog, 2, 'Placement');
      await next(dialog);
      await expectStep(dialog, 3, 'Size');
      await dialog.getByRole('radio', { name: /^Medium/ }).click();
      await next(dialog);
      await expectStep(dialog, 4, 'Budget & Details');
      await next(dialog);
      await expectStep(dialog, 5, 'Availability');
      await dialog.getByRole('radio', { name: "No, I'm local" }).click();
      await next(dialog);
      await expectStep(dialog, 6, 'Sign Up');
      await dialog.getByLabel('Full name').fill(contact.fullName);
      await dialog.getByLabel('Email').fill(contact.email);
      await password(dialog).fill(contact.password);
      await dialog.getByLabel('Confirm Password').fill(contact.password);
      await reload(page);
      await expect(dialog.getByText('Step 6 of 7')).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByLabel('Full name')).toHaveValue(contact.fullName);
      await expect(dialog.getByLabel('Email')).toHaveValue(contact.email);
      await expect(password(dialog)).toHaveValue('');
      await expect(dialog.getByLabel('Confirm Password')).toHaveValue('');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(contact.password);
      await page.goBack();
      await expect(dialog.getByText('Step 5 of 7')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: "No, I'm local" })).toBeChecked();
    });

    test('the artist application keeps answers, photos and step across reloads and Back, never the password', async ({
      page,
    }) => {
      const email = `ada.${Date.now()}@e2e.test`;
      await page.goto('/onboarding');
      await page.getByRole('button', { name: 'Get started' }).click({ timeout: 15_000 });
      await page.getByLabel('Artist name').fill('Ada Ink');
      await addProfilePhoto(page, await jpegFile('ada', 600, 800));
      await proceed(page);
      await expectApplicationStep(page, 2, 'Tell us about your style');
      await page.getByLabel('About you').fill('Fine line botanicals, eight years in Austin.');
      await pickStyles(page, ['Fine Line']);

      // A reload on step 2 keeps what was typed there (never passed Continue) and the step.
      await reload(page);
      await expectApplicationStep(page, 2, 'Tell us about your style');
      await expect(page.getByLabel('About you')).toHaveValue('Fine line botanicals, eight years in Austin.');
      await proceed(page);
      await expectApplicationStep(page, 3, 'Show us your work');
      await page.locator('#portfolio-images').setInputFiles(await jpegFile('work', 800, 800));
      const work = page
        .getByRole('group', { name: 'Portfolio', exact: true })
        .getByRole('img', { name: 'Portfolio 1' });
      await expect(work).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}/);
      await proceed(page);
      await expectApplicationStep(page, 4, 'Where can clients find you?');
      await page.getByLabel('Email').fill(email);
      await password(page).fill('correct-horse-9');

      await reload(page);
      await expectApplicationStep(page, 4, 'Where can clients find you?');
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(password(page)).toHaveValue('');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('correct-horse-9');

      // Back steps through the wizard with every answer and the uploaded photos.
      await page.goBack();
      await expectApplicationStep(page, 3, 'Show us your work');
      await expect(work).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}/);
      await page.goBack();
      await expectApplicationStep(page, 2, 'Tell us about your style');
      await page.goBack();
      await expectApplicationStep(page, 1, "Welcome! Let's get started");
      await expect(page.getByLabel('Artist name')).toHaveValue('Ada Ink');
      await expect(page.getByRole('img', { name: 'Profile photo 1' })).toHaveAttribute('src', /^\/media\//);
    });
  });
}

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  test('the studio inquiry dialog keeps answers and step across a reload, and Back steps back', async ({
    page,
    request,
  }) => {
    const studio = await createApprovedStudio(request);
    const profile = `/studio/${studio.handle}`;
    await page.goto(profile);
    let dialog = await openWizard(page, studio.studioName);
    await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
    await addPhoto(dialog, 'studio-inquiry-reference-images', 'Reference images (optional)', 'koi-reference');
    await nextButton(dialog).click();
    await expectStudioStep(dialog, 2, 'Placement');
    await dialog.getByRole('group', { name: 'Arm' }).getByText('Lower Arm').click();

    await reload(page);
    dialog = page.getByRole('dialog', { name: `Send ${studio.studioName} an Inquiry` });
    await expect(dialog.getByText('Step 2 of 7')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('checkbox', { name: 'Lower Arm' })).toBeChecked();
    await page.goBack();
    await expect(dialog.getByText('Step 1 of 7')).toBeVisible();
    await expect(dialog.getByLabel('Describe your tattoo idea')).toHaveValue(CONCEPT);
    await expect(dialog.getByRole('img', { name: 'Reference images (optional) 1' })).toHaveCount(1);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(profile);
  });

  test('the studio application keeps answers and step across a reload, and Back steps back', async ({
    page,
  }) => {
    const title = (name: string) => page.getByRole('heading', { level: 1, name });
    await page.goto('/studio-onboarding');
    await page.getByRole('button', { name: 'Get started' }).click({ timeout: 15_000 });
    await expect(title("Welcome! Let's get started")).toBeVisible();
    await page.getByLabel('Studio name').fill('Needle & Sparrow');
    await page.locator('#studio-logo').setInputFiles(await jpegFile('logo.jpg', 500, 400));
    const crop = page.getByRole('dialog', { name: 'Crop Your Image' });
    await crop.getByRole('button', { name: 'Crop Image' }).click();
    const logo = page.getByRole('group', { name: 'Studio logo' }).getByRole('img', { name: 'Studio logo 1' });
    await expect(logo).toHaveAttribute('src', /\/media\//);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(title('Tell us about your studio')).toBeVisible();
    await page.getByLabel('Tagline').fill('Custom blackwork in East Austin');

    await reload(page);
    await expect(title('Tell us about your studio')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Tagline')).toHaveValue('Custom blackwork in East Austin');
    await page.goBack();
    await expect(title("Welcome! Let's get started")).toBeVisible();
    await expect(page.getByLabel('Studio name')).toHaveValue('Needle & Sparrow');
    await expect(logo).toHaveAttribute('src', /\/media\//);
  });
});
