import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Finite animations and transitions (a toast sliding in, a dialog fading) have ended: a colour read halfway
 * through a fade is not the colour a person sees. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
      .map((a) => a.finished.catch(() => undefined)),
  )`);
}

/**
 * axe-core finds no serious or critical violation on the page as it stands; failures name rule and nodes. A page
 * can start a fade while axe reads it (a toast that times out mid-analysis), so a finding is looked at again once
 * that has settled; one that stays fails.
 */
export async function expectNoSeriousViolations(page: Page) {
  await expect(async () => {
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
  }).toPass({ timeout: 15_000 });
}
