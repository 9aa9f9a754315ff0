import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { jpegFile } from './support/files';
import { afterDrop, moveImageOnePlace, touchDrag } from './support/image-tool';

// The image tool (spec §2 'Image tool', §9 'Images') as the artist application uses it: the profile photo is
// cropped 3:4 before it uploads; the portfolio uploads several files, then crops, reorders and removes them.

// Each journey decodes, resizes and uploads real images through the whole stack: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 60_000 });

const srcs = (group: Locator) =>
  group.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

async function startApplication(page: Page) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Get started' }).click();
  return page.getByRole('group', { name: 'Profile photo' });
}

test('the profile photo is cropped to 3:4 before it uploads; cancel adds nothing, a new file replaces it', async ({
  page,
}) => {
  const profile = await startApplication(page);
  const dialog = page.getByRole('dialog', { name: 'Crop Your Image' });

  await page.setInputFiles('#profile-photo', await jpegFile('me.jpg'));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByRole('img')).toHaveCount(0);

  await page.setInputFiles('#profile-photo', await jpegFile('me.jpg'));
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog).toBeHidden();
  const photo = profile.getByRole('img', { name: 'Profile photo 1' });
  await expect(photo).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}/);
  // A 900×600 landscape came out as a 3:4 portrait.
  const thumb = (await photo.getAttribute('src')) ?? '';
  const stored = await page.request.get(thumb.replace('w400.webp', 'original.jpg'));
  expect(stored.ok()).toBe(true);
  const { width, height } = await sharp(await stored.body()).metadata();
  expect((width ?? 0) / (height ?? 1)).toBeCloseTo(0.75, 1);

  // With room for one photo, choosing again replaces it.
  await page.setInputFiles('#profile-photo', await jpegFile('me-again.jpg'));
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(profile.getByRole('img')).toHaveCount(1);
  await expect(photo).not.toHaveAttribute('src', thumb);
  await expect(photo).toHaveAttribute('src', /^\/media\//);
  const replaced = await photo.getAttribute('src');

  // Bytes that are not an image are reported, not silently dropped.
  await page.setInputFiles('#profile-photo', {
    name: 'x.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('definitely not a jpeg'),
  });
  await expect(page.getByText("Couldn't read x.jpg")).toBeVisible();
  await expect(page.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.getByRole('img')).toHaveCount(1);

  // Dropping files on the zone works too; a file that is not an image is turned away with a message.
  const dropped = (await jpegFile('dropped.jpg')).buffer.toString('base64');
  const dataTransfer = await page.evaluateHandle(`(() => {
    const bytes = Uint8Array.from(atob('${dropped}'), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    transfer.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }));
    return transfer;
  })()`);
  await profile.locator('label', { hasText: 'Choose file' }).dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('notes.txt is not an image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByRole('img')).toHaveCount(1);
  await expect(photo).not.toHaveAttribute('src', replaced ?? '');
});

/** Steps 1 and 2 filled in, on step 3 (portfolio and flash). */
async function toWorkStep(page: Page) {
  await startApplication(page);
  await page.getByLabel('Artist name').fill('Maya Ink');
  await page.setInputFiles('#profile-photo', await jpegFile('me.jpg', 600, 800));
  await page.getByRole('dialog').getByRole('button', { name: 'Crop Image' }).click();
  await expect(page.getByRole('img', { name: 'Profile photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('About you').fill('Fine line and botanical work, ten years in Austin.');
  await page.getByRole('group', { name: 'Styles you specialize in' }).getByText('Fine Line').click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('portfolio images upload with progress, then crop, reorder by keyboard and mouse, and remove', async ({
  page,
}) => {
  await toWorkStep(page);

  const portfolio = page.getByRole('group', { name: 'Portfolio' });
  await expect(portfolio).toBeVisible();
  // Slow the uploads down enough to see each one's progress and the step waiting for them.
  await page.route('**/api/media', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.setInputFiles('#portfolio-images', [
    await jpegFile('a.jpg'),
    await jpegFile('b.jpg'),
    await jpegFile('c.jpg'),
  ]);
  await expect(portfolio.getByRole('progressbar', { name: 'Uploading a.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(portfolio.getByRole('img')).toHaveCount(3);
  await expect(portfolio.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  const [a, b, c] = await srcs(portfolio);
  for (const src of [a, b, c]) expect(src).toMatch(/^\/media\/[a-f0-9]{64}/);
  expect(new Set([a, b, c]).size).toBe(3);

  // Crop image 2: zoom in, turn it, crop; it is replaced in place.
  await portfolio.getByRole('button', { name: 'Crop image 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crop Your Image' });
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveValue('110');
  await expect(dialog.getByText('110%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rotate' }).click();
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => srcs(portfolio)).not.toEqual([a, b, c]);
  const [a2, cropped, c2] = await srcs(portfolio);
  expect([a2, c2]).toEqual([a, c]);
  expect(cropped).toMatch(/^\/media\/[a-f0-9]{64}/);

  // Keyboard reorder: Space lifts, an arrow moves, Space drops.
  await moveImageOnePlace(page, portfolio, 1);
  await expect.poll(() => srcs(portfolio)).toEqual([cropped, a, c]);

  // Mouse: drag image 2 by its handle onto image 1.
  const handle = await portfolio.getByRole('button', { name: 'Move image 2', exact: true }).boundingBox();
  const target = await portfolio.getByRole('img').first().boundingBox();
  if (!handle || !target) throw new Error('thumbnails are not laid out');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => srcs(portfolio)).toEqual([a, cropped, c]);
  await afterDrop(page);

  await portfolio.getByRole('button', { name: 'Remove image 1' }).click();
  await expect.poll(() => srcs(portfolio)).toEqual([cropped, c]);
  // Focus stays in the field, on the image that took the removed one's place.
  await expect(portfolio.getByRole('button', { name: 'Remove image 1' })).toBeFocused();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drags an image by its handle to a new place', async ({ page }) => {
    await toWorkStep(page);
    const portfolio = page.getByRole('group', { name: 'Portfolio' });
    await page.setInputFiles('#portfolio-images', [
      await jpegFile('a.jpg'),
      await jpegFile('b.jpg'),
      await jpegFile('c.jpg'),
    ]);
    await expect(portfolio.getByRole('img')).toHaveCount(3);
    await expect(portfolio.getByRole('progressbar')).toHaveCount(0);
    const [a, b, c] = await srcs(portfolio);

    await touchDrag(
      page,
      portfolio.getByRole('button', { name: 'Move image 3', exact: true }),
      portfolio.getByRole('img').first(),
    );
    await expect.poll(() => srcs(portfolio)).toEqual([c, a, b]);
  });
});

test('choosing more images than the gallery allows keeps the first ones and says so', async ({ page }) => {
  await toWorkStep(page);

  const flash = page.getByRole('group', { name: /^Flash designs/ });
  const files = await Promise.all(
    Array.from({ length: 9 }, (_, i) => jpegFile(`flash-${i + 1}.jpg`, 400, 400)),
  );
  await page.setInputFiles('#flash-images', files);
  await expect(page.getByText('Maximum 8 images allowed')).toBeVisible();
  await expect(flash.getByRole('img')).toHaveCount(8, { timeout: 20_000 });
  await expect(flash.getByRole('img', { name: /^Flash designs.* 8$/ })).toBeVisible();

  // Full: one more is refused with the same message, and nothing is added.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Maximum 8 images allowed')).toBeHidden();
  await page.setInputFiles('#flash-images', await jpegFile('one-more.jpg', 400, 400));
  await expect(page.getByText('Maximum 8 images allowed')).toBeVisible();
  await expect(flash.getByRole('img')).toHaveCount(8);
});
