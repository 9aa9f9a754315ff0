import { expect, type Locator, type Page } from '@playwright/test';

// The studio dashboard's Inquiries and Artist Inquiries tabs (issue 14 item 4), found the way a person finds them:
// the tab by its name, the cards by the client's name, the detail dialog by its title.

/** The Inquiries tab; its name carries the pending count when there is one ('Inquiries (1 pending)'). */
export const inquiriesTab = (page: Page) => page.getByRole('tab', { name: /^Inquiries/ });

/** The tab's panel, by its heading. */
export const studioInquiriesOn = (page: Page) => page.getByRole('region', { name: 'Studio Inquiries' });
export const artistInquiriesOn = (page: Page) => page.getByRole('region', { name: 'Artist Inquiries' });

/** The card of the inquiry from `clientName` (its name is the button that opens it). */
export const cardOf = (list: Locator, clientName: string) =>
  list
    .getByRole('article')
    .filter({ has: list.page().getByRole('button', { name: clientName, exact: true }) });

/** Opens the inquiry from its card and answers its detail dialog. */
export async function openInquiryFrom(list: Locator, clientName: string) {
  await cardOf(list, clientName).getByRole('button', { name: clientName, exact: true }).click();
  const dialog = list.page().getByRole('dialog', { name: clientName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** 'Delete Inquiry', then the confirmation's Delete; the confirmation closes once the server said yes. */
export async function deleteFrom(dialog: Locator) {
  const page = dialog.page();
  await dialog.getByRole('button', { name: 'Delete Inquiry' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this inquiry?' });
  await expect(confirm).toContainText('This action is permanent and cannot be undone');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
}

/** The one toast on screen whose text includes `text`. */
export const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
