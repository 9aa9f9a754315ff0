import { expect, type Locator, type Page, test } from '@playwright/test';
import { jpegFile } from './support/files';
import { expectWizardStep, heading, pressUntilFocused, review } from './support/wizard';

// The price estimator (spec §2 'Price estimator', §5 gates, §9 'Estimator quote'): five gated steps worked out in
// the browser, with no call to the server; the result shows the numbers of contracts' worked example; 'Get New
// Quote' clears every answer; on a phone, by keyboard alone, a custom size with a blank side never shows NaN.

// Whole journeys with axe on every screen, on a shared two-core machine, within 120 s.
test.describe.configure({ timeout: 120_000 });

/** A step of this wizard: 'Step N of 5'. */
const expectStep = (page: Page, step: number, title: string) => expectWizardStep(page, step, 5, title);

/** A figure of the result: the <dd> beside its term. */
const figure = (card: Locator, term: string) =>
  card
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Whether an image URL still loads in the page (object URLs stop loading once revoked). */
const loads = (page: Page, url: string | null) =>
  page.locator('body').evaluate(
    (body, src) =>
      new Promise<boolean>((resolve) => {
        const image = body.ownerDocument.createElement('img');
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
        image.src = src ?? '';
      }),
    url,
  );

const next = (page: Page) => page.getByRole('button', { name: 'Next' });

/** The server is never asked anything once the page has loaded: every request after that is recorded. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/events')
      calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test('a quote from start to finish shows the worked example, and Get New Quote clears it', async ({
  page,
}, testInfo) => {
  await page.goto('/pricing-estimator');
  // The first load of a lazy route can take a while on a busy machine.
  await expect(heading(page, 'Tattoo Pricing Estimator')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Takes about 2 minutes to complete')).toBeVisible();
  await review(page, testInfo, 'desktop-0-welcome');
  const calls = recordApiCalls(page);
  await page.getByRole('button', { name: 'Get Quote' }).click();

  // Step 1: a blank description holds Next, with a message, and focus goes to the field.
  await expectStep(page, 1, 'Describe your tattoo');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByLabel('Describe your tattoo idea').fill('   ');
  await next(page).click();
  await expect(page.getByText('Please describe your tattoo', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Describe your tattoo idea')).toBeFocused();
  await page.getByLabel('Describe your tattoo idea').fill('A rose with thorns wrapping around my hand');
  await expect(page.getByText('Please describe your tattoo', { exact: true })).toBeHidden();
  // Reference images are previewed from the device (object URLs), never uploaded.
  await page
    .locator('#estimator-reference-images')
    .setInputFiles([await jpegFile('rose-1'), await jpegFile('rose-2')]);
  const references = page.getByRole('img', { name: /^Reference images \(optional\) \d$/ });
  await expect(references).toHaveCount(2);
  await expect(references.first()).toHaveAttribute('src', /^blob:/);
  const kept = await references.first().getAttribute('src');
  const removed = await references.nth(1).getAttribute('src');
  await page.getByRole('button', { name: 'Remove image 2', exact: true }).click();
  await expect(references).toHaveCount(1);
  // A removed preview is released: its object URL no longer loads, while the kept one still does.
  expect(await loads(page, kept)).toBe(true);
  expect(await loads(page, removed)).toBe(false);
  await review(page, testInfo, 'desktop-1-description');
  await next(page).click();

  // Step 2: at least one area; the hand is a tricky placement; the design wraps around.
  await expectStep(page, 2, 'Where will it go?');
  await next(page).click();
  await expect(page.getByText('Select at least one placement area')).toBeVisible();
  await page.getByRole('group', { name: 'Arm' }).getByText('Hand', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Wraparound design' }).click();
  await page.locator('#estimator-placement-photos').setInputFiles(await jpegFile('hand'));
  const placementPhoto = page.getByRole('img', { name: 'Placement photos (optional) 1' });
  await expect(placementPhoto).toHaveAttribute('src', /^blob:/);
  const previews = [kept, await placementPhoto.getAttribute('src')];
  await review(page, testInfo, 'desktop-2-placement');
  await next(page).click();

  // Step 3: size and complexity; 'Custom Size' asks for width and height in inches.
  await expectStep(page, 3, 'Size and detail');
  await next(page).click();
  await expect(page.getByText('Please select a size')).toBeVisible();
  await expect(page.getByText('Please select a complexity level')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Extra Small/ })).toBeFocused();
  await page.getByRole('radio', { name: /^Custom Size/ }).click();
  await page.getByLabel('Width (inches)').fill('6');
  await page.getByLabel('Height (inches)').fill('4');
  await page.getByRole('radio', { name: /^Detailed/ }).click();
  await review(page, testInfo, 'desktop-3-size');
  await next(page).click();

  // Step 4: the colour style starts at Black & Grey; the tier is required.
  await expectStep(page, 4, 'Style and artist');
  await expect(page.getByRole('radio', { name: 'Black & Grey', exact: true })).toBeChecked();
  await next(page).click();
  await expect(page.getByText('Please select an artist tier')).toBeVisible();
  await page.getByRole('radio', { name: 'Black & Grey with Pop of Color' }).click();
  await page.getByRole('radio', { name: /^Senior/ }).click();
  await review(page, testInfo, 'desktop-4-style');
  await next(page).click();

  // Step 5: the market is required; the summary repeats the answers.
  await expectStep(page, 5, 'Where will you get it done?');
  const summary = page.getByRole('region', { name: 'Your answers' });
  await expect(figure(summary, 'Style')).toHaveText('Black & Grey with Pop of Color');
  await expect(figure(summary, 'Artist tier')).toHaveText('Senior');
  await expect(figure(summary, 'Size')).toHaveText('Custom Size (6 × 4 in)');
  await expect(figure(summary, 'Complexity')).toHaveText('Detailed');
  await expect(figure(summary, 'Placement')).toHaveText('1 area');
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await expect(page.getByText('Please enter your market location')).toBeVisible();
  await expect(page.getByLabel('Market location')).toBeFocused();
  await page.getByLabel('Market location').fill('Austin, TX');
  await review(page, testInfo, 'desktop-5-market');
  await page.getByRole('button', { name: 'Get Quote' }).click();

  // The result: contracts' worked example (quote.test.ts, 'a custom wraparound piece on the hand'): 6×4 in = 2 h,
  // +0.5 wraparound, +0.5 hand = 3 h × 1.35 = 4.05 → 4.1 h; 4.05 × $300 × 1.15 = $1,397.25 → $1,200–$1,600,
  // deposit $700, subtotal $1,400.
  await expect(heading(page, 'Your Tattoo Quote')).toBeFocused();
  const estimate = page.getByRole('region', { name: 'Price Estimate' });
  await expect(estimate.getByText('$1,200–$1,600', { exact: true })).toBeVisible();
  await expect(figure(estimate, 'Estimated time')).toHaveText('4.1 h');
  await expect(figure(estimate, 'Hourly rate')).toHaveText('$300/hr');
  await expect(figure(estimate, 'Deposit')).toHaveText('$700Typically 50% of total cost');
  const breakdown = page.getByRole('region', { name: 'Price Breakdown' });
  await expect(figure(breakdown, 'Base time')).toHaveText('2.0 h');
  await expect(figure(breakdown, 'Wraparound')).toHaveText('+0.5h');
  await expect(figure(breakdown, 'Tricky placement')).toHaveText('+0.5h');
  await expect(figure(breakdown, 'Complexity multiplier')).toHaveText('×1.35');
  await expect(figure(breakdown, 'Style multiplier')).toHaveText('×1.15');
  await expect(figure(breakdown, 'Subtotal')).toHaveText('$1,400');
  await expect(page.getByRole('heading', { name: 'How we calculated your quote' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Important Disclaimer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Artists' })).toHaveAttribute('href', '/artists');
  await review(page, testInfo, 'desktop-6-result');
  expect(calls).toEqual([]);

  // 'Get New Quote': back to the welcome screen with every answer cleared.
  await page.getByRole('button', { name: 'Get New Quote' }).click();
  await expect(heading(page, 'Tattoo Pricing Estimator')).toBeFocused();
  for (const url of previews) expect(await loads(page, url)).toBe(false);
  // The browser's Back cannot bring the cleared quote back: the first unanswered step shows, empty.
  await page.goBack();
  await expect(heading(page, 'Describe your tattoo')).toBeVisible();
  await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Describe your tattoo idea')).toHaveValue('');
  await expect(page.getByRole('img', { name: /^Reference images/ })).toHaveCount(0);
  await page.goForward();
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await expectStep(page, 1, 'Describe your tattoo');
  await expect(page.getByLabel('Describe your tattoo idea')).toHaveValue('');
});

test('on a phone, by keyboard alone, a custom size with a blank side counts it as 0 and shows no NaN', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing-estimator');
  await expect(heading(page, 'Tattoo Pricing Estimator')).toBeVisible({ timeout: 20_000 });
  await review(page, testInfo, 'phone-0-welcome');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Get Quote' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 1, 'Describe your tattoo');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Describe your tattoo idea')).toBeFocused();
  await page.keyboard.type('A small fine line snake on my calf');
  await review(page, testInfo, 'phone-1-description');
  await pressUntilFocused(page, next(page));
  await page.keyboard.press('Enter');

  await expectStep(page, 2, 'Where will it go?');
  await pressUntilFocused(page, page.getByRole('checkbox', { name: 'Lower Leg' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Lower Leg' })).toBeChecked();
  await review(page, testInfo, 'phone-2-placement');
  await pressUntilFocused(page, next(page));
  await page.keyboard.press('Enter');

  // Custom size with the width only: the height counts as 0, so one hour (spec §5, §9).
  await expectStep(page, 3, 'Size and detail');
  await pressUntilFocused(page, page.getByRole('radio', { name: /^Extra Small/ }));
  await pressUntilFocused(page, page.getByRole('radio', { name: /^Custom Size/ }), 'ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Custom Size/ })).toBeChecked();
  await pressUntilFocused(page, page.getByLabel('Width (inches)'));
  await page.keyboard.type('5');
  await pressUntilFocused(page, page.getByRole('radio', { name: /^Simple/ }));
  await page.keyboard.press('Space');
  await review(page, testInfo, 'phone-3-size');
  await pressUntilFocused(page, next(page));
  await page.keyboard.press('Enter');

  await expectStep(page, 4, 'Style and artist');
  await pressUntilFocused(page, page.getByRole('radio', { name: 'Black & Grey', exact: true }));
  await pressUntilFocused(page, page.getByRole('radio', { name: 'Color', exact: true }), 'ArrowDown');
  await page.keyboard.press('Space');
  await pressUntilFocused(page, page.getByRole('radio', { name: /^Apprentice/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Apprentice/ })).toBeChecked();
  await review(page, testInfo, 'phone-4-style');
  await pressUntilFocused(page, next(page));
  await page.keyboard.press('Enter');

  await expectStep(page, 5, 'Where will you get it done?');
  const summary = page.getByRole('region', { name: 'Your answers' });
  await expect(figure(summary, 'Size')).toHaveText('Custom Size (5 × 0 in)');
  await pressUntilFocused(page, page.getByLabel('Market location'));
  await page.keyboard.type('Portland, OR');
  await review(page, testInfo, 'phone-5-market');
  // Enter in the field does what 'Get Quote' does.
  await page.keyboard.press('Enter');

  // By hand: 5×0 = 0 → 1 h; +0.5 lower leg = 1.5 h × 1 (simple) = 1.5 h; 1.5 × $120 × 1.3 = $234;
  // 234 × 0.85 = 198.9 → $200, 234 × 1.15 = 269.1 → $300; deposit 117 → $100; subtotal 234 → up to $250.
  await expect(heading(page, 'Your Tattoo Quote')).toBeFocused();
  await expect(page.getByText('$200–$300', { exact: true })).toBeVisible();
  const estimate = page.getByRole('region', { name: 'Price Estimate' });
  await expect(figure(estimate, 'Estimated time')).toHaveText('1.5 h');
  await expect(figure(estimate, 'Hourly rate')).toHaveText('$120/hr');
  await expect(figure(estimate, 'Deposit')).toHaveText('$100Typically 50% of total cost');
  const breakdown = page.getByRole('region', { name: 'Price Breakdown' });
  await expect(figure(breakdown, 'Base time')).toHaveText('1.0 h');
  await expect(figure(breakdown, 'Wraparound')).toHaveCount(0);
  await expect(figure(breakdown, 'Subtotal')).toHaveText('$250');
  await expect(page.locator('main')).not.toContainText('NaN');
  await review(page, testInfo, 'phone-6-result');

  await pressUntilFocused(page, page.getByRole('button', { name: 'Get New Quote' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Tattoo Pricing Estimator')).toBeFocused();
});
