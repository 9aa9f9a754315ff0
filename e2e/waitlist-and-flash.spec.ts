import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type ArtistFixture, createApprovedArtist } from './support/catalog';
import { expectStep, next, visitor } from './support/inquiry-dialog';

// Issue 26 through the real app: a closed-books profile on a phone takes a visitor onto the waitlist, and a priced
// flash piece is booked from the profile at its own price.

test.describe.configure({ timeout: 120_000 });

const SLOW = { timeout: 20_000 };

/** The artist's partial PUT, signed in as them on a context of their own (`request` holds the admin's session). */
async function updateAsArtist(
  api: APIRequestContext,
  artist: Pick<ArtistFixture, 'id' | 'email' | 'password'>,
  data: Record<string, unknown>,
) {
  const login = await api.post('/api/login', { data: { email: artist.email, password: artist.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const res = await api.put(`/api/artists/${artist.id}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openProfile(page: Page, artist: ArtistFixture) {
  await page.goto(`/artist/${artist.instagramHandle}`);
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible(SLOW);
}

const pieceCard = (page: Page, title: string): Locator =>
  page.getByRole('list', { name: 'Priced flash' }).getByRole('listitem').filter({ hasText: title });

test('on a phone, a closed-books profile takes a visitor onto the waitlist', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const artist = await createApprovedArtist(request, {}, 2);
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await updateAsArtist(api, artist, { books: { status: 'closed' } });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await openProfile(page, artist);
  await expect(page.getByText('Books closed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send an Inquiry' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Join the waitlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: /waitlist/ });
  await expect(dialog).toBeVisible(SLOW);
  const someone = visitor();
  await dialog.getByLabel('Full name').fill(someone.fullName);
  await dialog.getByLabel('Email').fill(someone.email);
  await dialog.getByLabel('Your tattoo idea').fill('A small swallow on my wrist, fine line');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('heading', { name: /You.re on the waitlist/ })).toBeVisible(SLOW);
  await context.close();
  await api.dispose();
});

test('a priced flash piece is booked from the profile at its own price', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const artist = await createApprovedArtist(request, {}, 2);
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  // The fixture's artist is the application's answer, with its one flash image.
  const [piece] = (artist as ArtistFixture & { flashImages: string[] }).flashImages;
  await updateAsArtist(api, artist, {
    flash: [{ url: piece, title: 'Swallow', price: 150, sizeInches: 3, repeatable: false }],
  });
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openProfile(page, artist);
  const card = pieceCard(page, 'Swallow');
  await expect(card.getByText('$150')).toBeVisible();
  await expect(card.getByText(/3"/)).toBeVisible();

  await card.getByRole('button', { name: 'Book this flash' }).click();
  const dialog = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  await expect(dialog).toBeVisible(SLOW);
  await expectStep(dialog, 1, 'Design');
  await dialog.getByLabel('Describe your tattoo idea').fill('The swallow as drawn, on my inner wrist please');
  await expect(dialog.getByRole('button', { name: 'Added as Reference (flash design 1)' })).toBeVisible();
  await next(dialog);
  await expectStep(dialog, 2, 'Placement');
  await dialog
    .getByRole('group', { name: 'Arm', exact: true })
    .getByText('Lower Arm', { exact: true })
    .click();
  await next(dialog);

  // The piece's 3" is the Small size, and the quote is the flash price with its 30% deposit.
  await expectStep(dialog, 3, 'Size');
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeChecked();
  const quote = dialog.getByRole('region', { name: 'Flash price' });
  await expect(quote.getByText('$150 - $150')).toBeVisible();
  await expect(quote.getByText('This is the flash price')).toBeVisible();
  await expect(quote.getByText('$50')).toBeVisible();
  await next(dialog);

  await expectStep(dialog, 4, 'Budget & Details');
  await next(dialog);
  await expectStep(dialog, 5, 'Availability');
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await next(dialog);

  const someone = visitor();
  await expectStep(dialog, 6, 'Sign Up');
  await dialog.getByLabel('Full name').fill(someone.fullName);
  await dialog.getByLabel('Email').fill(someone.email);
  await dialog.getByLabel('Phone').fill('512-555-0199');
  await dialog.getByLabel('Password', { exact: true }).fill(someone.password);
  await dialog.getByLabel('Confirm Password').fill(someone.password);
  await next(dialog);

  await expectStep(dialog, 7, 'Review');
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog.getByRole('heading', { name: 'Inquiry Sent!' })).toBeVisible(SLOW);
});
