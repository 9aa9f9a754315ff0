import { PAGE_DATA_ID, SERVER_STATE_ID } from '@inkbook/contracts/lead-image';
import type { Page } from '@playwright/test';

/**
 * Serves pages without the data the gateway puts into them (apps/gateway/src/page-data.ts), so the app asks the
 * API itself and a test's `page.route` for that API decides what the page shows. A server-rendered page loses the
 * state it hydrates from, so the app draws it afresh (createRoot replaces the server's HTML), at once: the page's HTML
 * is no longer what the app will show, so it does not wait for a signed-out visitor's first use.
 */
export async function withoutPageData(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const block = new RegExp(
        `<script type="application/json" id="(${PAGE_DATA_ID}|${SERVER_STATE_ID})">[\\s\\S]*?</script>`,
        'g',
      );
      const body = (await response.text())
        .replace(block, '')
        .replace('data-start="intent"', 'data-start="paint"');
      return route.fulfill({ response, body });
    },
  );
}
