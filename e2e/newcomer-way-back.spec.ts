import { expect, test } from '@playwright/test';
import { signInAsArtist } from './support/artist-dashboard';
import { createApprovedArtist } from './support/catalog';
import { answerEverything, CONCEPT, openInquiry, visitor } from './support/inquiry-dialog';

// Issue 25 items 1 and 6, as a newcomer meets them: the visitor whose inquiry creates their account is signed in
// by its answer and led to /my-inquiries; /login tells clients they sign in there too; an applicant's submit
// lands on a page that says what happens next and when; an admin's reason for a rejection reaches the dashboard.

// Six screens with an upload on a shared two-core machine: well past the default 30 s.
test.describe.configure({ timeout: 180_000 });

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport });

    test('a visitor whose inquiry creates their account is signed in and follows it on /my-inquiries', async ({
      page,
      request,
    }) => {
      const artist = await createApprovedArtist(request);
      const dialog = await openInquiry(page, artist);
      await answerEverything(page, dialog, visitor());
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(dialog.getByRole('heading', { name: 'Inquiry Sent!' })).toBeVisible();

      // The answer set the session cookie as a sign-in does: HttpOnly, SameSite=Lax.
      const session = (await page.context().cookies()).find((c) => c.name.endsWith('inkbook_session'));
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      await expect(dialog.getByText('Follow it and the replies in My Inquiries.')).toBeVisible();
      await dialog.getByRole('link', { name: 'Open My Inquiries' }).click();
      await expect(page).toHaveURL(/\/my-inquiries$/);
      await expect(page.getByRole('article').filter({ hasText: CONCEPT })).toBeVisible();

      // Signed in, the navbar leads back there: the desktop bar, or the phone's menu once opened.
      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'My Inquiries' })).toBeVisible();
    });

    test('/login tells clients they sign in there, and an applicant’s next steps say what comes and when', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Artist Login', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Sent an inquiry? Clients sign in here too, to follow their inquiries.'),
      ).toBeVisible();

      for (const [path, profile] of [
        ['/onboarding/submitted', 'artist profile'],
        ['/studio-onboarding/submitted', 'studio profile'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Application Submitted', level: 1 })).toBeVisible();
        await expect(page.getByText('Our team reviews your application within 24–48 hours.')).toBeVisible();
        await expect(page.getByText(/An email comes to the address you gave/)).toBeVisible();
        await expect(
          page.getByText(`Once approved, your ${profile} goes live.`, { exact: false }),
        ).toBeVisible();
      }
    });

    test("an admin's reason for a rejection (at most 500 characters) shows on the applicant's dashboard", async ({
      page,
      request,
    }) => {
      // The fixtures' request is the admin's.
      const artist = await createApprovedArtist(request);
      const url = `/api/admin/artists/${artist.id}`;
      const reason = 'Please add three healed tattoos to the portfolio.';
      const tooLong = await request.put(url, { data: { status: 'rejected', reason: 'x'.repeat(501) } });
      expect(tooLong.status()).toBe(400);
      expect((await request.put(url, { data: { status: 'rejected', reason } })).status()).toBe(200);

      await signInAsArtist(page, artist);
      await expect(page.getByRole('heading', { name: 'Profile Needs Updates', level: 1 })).toBeVisible();
      await expect(page.getByText(`Reviewer's note: ${reason}`)).toBeVisible();
    });
  });
}
