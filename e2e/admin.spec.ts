import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';

// The admin page: sign-in, then the review dashboard driven against the real stack. Other journeys run in
// parallel on the same database, so each test makes its own profiles (named with a unique tag it can search
// for) and never assumes it sees the only data there is. Making profiles signs up and signs in through the real
// password hashing several times, so these journeys get more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The password input alone (the show/hide button's name also says "password"). */
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

/** The signed-in hint the page keeps in local storage (root tsconfig has no DOM types, so a string expression). */
const adminHint = (page: Page) => page.evaluate<string | null>("localStorage.getItem('inkbook.admin')");

async function signInAtAdmin(page: Page, credentials = e2eAdmin) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(credentials.email);
  await passwordInput(page).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openDashboard(page: Page) {
  await signInAtAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

const newTag = () => randomUUID().slice(0, 8);

/** Back to pending through the admin API (the fixtures approve what they create; the request is the admin's). */
async function makePending(request: APIRequestContext, kind: 'artists' | 'studios', id: string) {
  const res = await request.put(`/api/admin/${kind}/${id}`, { data: { status: 'pending' } });
  expect(res.ok()).toBe(true);
}

const approvedArtist = (request: APIRequestContext, artistName: string) =>
  createApprovedArtist(request, { artistName }, 1);

async function pendingArtist(request: APIRequestContext, artistName: string) {
  const artist = await approvedArtist(request, artistName);
  await makePending(request, 'artists', artist.id);
  return artist;
}

async function pendingStudio(request: APIRequestContext, studioName: string) {
  const studio = await createApprovedStudio(request, { studioName });
  await makePending(request, 'studios', studio.id);
  return studio;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
}

test('the sign-in form reveals the password, explains a wrong one and a lost connection', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Are you an artist? Sign in here' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expectNoSeriousViolations(page);

  await page.getByLabel('Email').fill(e2eAdmin.email);
  await passwordInput(page).fill('definitely-wrong');
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordInput(page)).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

  // No answer at all (the request never reaches a server) reads as a connection problem.
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await passwordInput(page).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Connection error. Please try again.');
});

test('an artist signed in at /admin gets no dashboard, and the admin API refuses them', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request, {}, 1);
  await signInAtAdmin(page, artist);
  await expect(
    page.getByText(`You are signed in as ${artist.email}, which has no admin access.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  // The hint is only set for admins; the server decides either way.
  expect(await adminHint(page)).toBeNull();

  const stats = await page.request.get('/api/admin/stats');
  expect(stats.status()).toBe(403);
});

test('the dashboard shows the stats, tabs with counts, search, status filter and empty text', async ({
  page,
  request,
}) => {
  const tag = newTag();
  const approved = await approvedArtist(request, `Approved ${tag}`);
  const pending = await pendingArtist(request, `Pending ${tag}`);
  const studio = await pendingStudio(request, `Pending Studio ${tag}`);
  await openDashboard(page);

  // Each card shows what the stats API says (other journeys may add profiles meanwhile: then look again).
  const titles = [
    'Total Artists',
    'Pending Artists',
    'Total Studios',
    'Pending Studios',
    'Portfolio Images',
    'Profile Views',
  ];
  const cards = page.getByRole('region', { name: 'Stats' });
  await expect(cards.getByRole('term')).toHaveText(titles);
  await expect(async () => {
    await page.reload();
    await expect(cards.getByRole('definition').first()).toHaveText(/\d/, { timeout: 15_000 });
    const shown = await cards.getByRole('definition').allInnerTexts();
    const stats = await (await request.get('/api/admin/stats')).json();
    expect(stats.totalArtists).toBeGreaterThanOrEqual(2);
    expect(stats.pendingReviews).toBeGreaterThanOrEqual(1);
    expect(stats.pendingStudioReviews).toBeGreaterThanOrEqual(1);
    const expected = [
      stats.totalArtists,
      stats.pendingReviews,
      stats.totalStudios,
      stats.pendingStudioReviews,
      stats.totalImages,
      stats.profileViews,
    ];
    expect(shown).toEqual(expected.map((value: number) => value.toLocaleString('en-US')));
  }).toPass({ timeout: 60_000 });

  await expect(page.getByRole('tab', { name: /^Artists \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Studios \(\d+\)$/ })).toBeVisible();

  await search(page, tag);
  await expect(row(page, approved.artistName)).toBeVisible();
  await expect(row(page, pending.artistName)).toBeVisible();
  await expect(row(page, approved.artistName).getByText('Approved', { exact: true })).toBeVisible();
  // Approve and reject are offered for pending rows only.
  await expect(page.getByRole('button', { name: `Approve ${approved.artistName}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Approve ${pending.artistName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `View ${approved.artistName}` })).toHaveAttribute(
    'href',
    `/artist/${approved.instagramHandle}`,
  );
  await expect(page.getByRole('link', { name: `View ${approved.artistName}` })).toHaveAttribute(
    'target',
    '_blank',
  );

  // Search by handle and by email too.
  await search(page, approved.instagramHandle);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await search(page, pending.email);
  await expect(row(page, pending.artistName)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  await search(page, tag);
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(row(page, pending.artistName)).toBeVisible();
  await expect(row(page, approved.artistName)).toHaveCount(0);
  await search(page, '');
  // With no search, every artist row under Pending is pending.
  const statuses = await page.getByRole('table').getByRole('row').locator('td:nth-child(4)').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Pending']));

  await page.getByRole('tab', { name: /^Studios/ }).click();
  await search(page, tag);
  await expect(row(page, studio.studioName).getByText('Pending', { exact: true })).toBeVisible();
  await expect(row(page, studio.studioName)).toContainText('1999');

  await search(page, `no-such-profile-${tag}`);
  await expect(page.getByText('No studios found matching your criteria.')).toBeVisible();
  await page.getByRole('tab', { name: /^Artists/ }).click();
  await expect(page.getByText('No artists found matching your criteria.')).toBeVisible();

  await expectNoSeriousViolations(page);
});

test('approving a pending artist publishes them on /artists', async ({ page, request }) => {
  const tag = newTag();
  const pending = await pendingArtist(request, `Pending ${tag}`);
  await openDashboard(page);
  await search(page, tag);

  await page.getByRole('button', { name: `Approve ${pending.artistName}` }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Artist updated successfully! Changes are live on their profile page.'),
  ).toBeVisible();
  await expect(row(page, pending.artistName).getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${pending.artistName}` })).toHaveCount(0);

  await page.goto(`/artists?q=${encodeURIComponent(pending.artistName)}`);
  await expect(page.getByRole('heading', { name: pending.artistName })).toBeVisible();
});

test('editing an artist validates, reports a taken handle, and the saved location goes live', async ({
  page,
  request,
}) => {
  const tag = newTag();
  const approved = await approvedArtist(request, `Approved ${tag}`);
  const pending = await pendingArtist(request, `Pending ${tag}`);
  await openDashboard(page);
  await search(page, tag);

  await page.getByRole('button', { name: `Edit ${approved.artistName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Artist Profile' });
  await expect(dialog.getByLabel('Artist Name')).toHaveValue(approved.artistName);
  await expectNoSeriousViolations(page);

  // The contracts schema speaks before any request.
  await dialog.getByLabel('Artist Name').fill('');
  await dialog.getByLabel('Website').fill('not a site');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText("What's your name?")).toBeVisible();
  await expect(dialog.getByText('Please enter a valid website URL')).toBeVisible();

  // A handle another artist holds: the server's 409 shows in the form.
  await dialog.getByLabel('Artist Name').fill(approved.artistName);
  await dialog.getByLabel('Website').fill('');
  await dialog.getByLabel('Instagram Handle').fill(pending.instagramHandle);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('This handle is already taken');
  await expect(page.getByText('Failed to update artist')).toBeVisible();

  await dialog.getByLabel('Instagram Handle').fill(approved.instagramHandle);
  await dialog.getByLabel('Location').fill(`Portland, OR ${tag}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Artist updated successfully! Changes are live on their profile page.'),
  ).toBeVisible();
  await expect(row(page, approved.artistName)).toContainText(`Portland, OR ${tag}`);

  // Cancel leaves everything as it was.
  await page.getByRole('button', { name: `Edit ${approved.artistName}` }).click();
  await dialog.getByLabel('Location').fill('Somewhere else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, approved.artistName)).toContainText(`Portland, OR ${tag}`);

  await page.goto(`/artist/${approved.instagramHandle}`);
  await expect(page.getByText(`Portland, OR ${tag}`)).toBeVisible();
});

test('rejecting a pending studio keeps it off /studios', async ({ page, request }) => {
  const tag = newTag();
  const studio = await pendingStudio(request, `Pending Studio ${tag}`);
  await openDashboard(page);
  await page.getByRole('tab', { name: /^Studios/ }).click();
  await search(page, tag);

  await page.getByRole('button', { name: `Reject ${studio.studioName}` }).click();
  // The reason is optional (issue 25): rejected without one.
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(
    page.getByText('Studio updated successfully! Changes are live on their profile page.'),
  ).toBeVisible();
  await expect(row(page, studio.studioName).getByText('Rejected', { exact: true })).toBeVisible();

  const res = await request.get(`/api/studios/${studio.handle}`);
  expect(res.status()).toBe(404);
  await page.goto(`/studios?q=${encodeURIComponent(studio.studioName)}`);
  await expect(page.getByRole('heading', { name: 'No studios found' })).toBeVisible();
  await expect(page.getByText(studio.studioName)).toHaveCount(0);
});

test('deleting asks first: dismissing keeps the row, accepting removes it', async ({ page, request }) => {
  const tag = newTag();
  const approved = await approvedArtist(request, `Approved ${tag}`);
  await openDashboard(page);
  // The search's answer is read from the server at once and handed to the page late, so the delete below lands
  // between the two: a read from before the delete must not bring the row back.
  let answered = 0;
  await page.route(/\/api\/admin\/artists\?q=/, async (route) => {
    const response = await route.fetch();
    answered += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  await search(page, tag);

  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: `Delete ${approved.artistName}` }).click();
  expect(messages).toEqual(['Are you sure you want to delete this artist?']);
  await expect(row(page, approved.artistName)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await expect.poll(() => answered).toBe(1);
  await page.getByRole('button', { name: `Delete ${approved.artistName}` }).click();
  await expect(page.getByText('Artist deleted successfully')).toBeVisible();
  await expect(row(page, approved.artistName)).toHaveCount(0);
  expect((await request.get(`/api/artists/${approved.instagramHandle}`)).status()).toBe(404);
});

test('signing out shows the sign-in form and forgets the hint; the session is really gone', async ({
  page,
}) => {
  await openDashboard(page);
  expect(await adminHint(page)).toBe('1');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  expect(await adminHint(page)).toBeNull();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);

  // A stale hint does not open the dashboard: the server says no one is signed in.
  await page.evaluate("localStorage.setItem('inkbook.admin', '1')");
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  expect(await adminHint(page)).toBeNull();
});

for (const width of [1280, 390]) {
  test(`at ${width} px nothing overflows the page: sign-in, dashboard, edit dialog`, async ({
    page,
    request,
  }, testInfo) => {
    const tag = newTag();
    const approved = await approvedArtist(request, `Approved ${tag}`);
    const pending = await pendingArtist(request, `Pending ${tag}`);
    await page.setViewportSize({ width, height: 900 });
    const noOverflow = async () =>
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);

    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await noOverflow();
    await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`), fullPage: true });

    await openDashboard(page);
    await search(page, tag);
    await expect(row(page, approved.artistName)).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve ${pending.artistName}` })).toBeVisible();
    await noOverflow();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: `Edit ${approved.artistName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Artist Profile' })).toBeVisible();
    await noOverflow();
    await page.screenshot({ path: testInfo.outputPath(`edit-dialog-${width}.png`) });
  });
}
