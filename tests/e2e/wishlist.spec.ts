import type { Page } from '@playwright/test';
import { PRODUCT_WITH_SIZES } from './catalogue.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { useStoreServer } from './storeServer.ts';

const LISTING = '/damen-mode/kleider';

/** The wishlist button of a tile or the buy box, once the wishlist has loaded. */
async function readyHeart(page: Page, scope = page.locator('main')) {
  const heart = scope.locator('[data-wishlist-state]').first();
  await expect(heart).not.toHaveAttribute('data-wishlist-state', 'loading');
  return heart;
}

test.describe('wishlist', () => {
  test(
    'heart on a tile → badge → product page says Gemerkt → /wishlist lists it → remove → empty',
    { tag: '@any-screen' },
    async ({ page }) => {
      await page.goto(LISTING);
      await waitForHydration(page);
      const tile = page.locator('main article').first();
      const name = (await tile.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const href = (await tile.getByRole('link').first().getAttribute('href')) ?? '';
      const heart = await readyHeart(page, tile);
      await expect(heart).toHaveAccessibleName(`Merken: ${name}`);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');

      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart).toHaveAccessibleName(`Gemerkt: ${name}`);
      await expect(tile.getByRole('status')).toHaveText('Artikel wurde zum Merkzettel hinzugefügt');
      await expect(page.getByRole('link', { name: 'Merkzettel, 1 Artikel' }).first()).toBeVisible();

      // The product page reads the same record: no further wishlist request needed to agree.
      await page.goto(href);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();

      await page.goto('/wishlist');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Mein Merkzettel' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Später bestellen' })).toBeVisible();
      const saved = page.getByRole('region', { name: 'Gemerkte Artikel' }).locator('article');
      await expect(saved).toHaveCount(1);
      await expect(saved.getByRole('heading', { level: 3 })).toHaveText(name);
      await saved.getByRole('button', { name: `${name} vom Merkzettel entfernen` }).click();
      await expect(page.getByText('Es befinden sich keine Artikel auf Ihrem Merkzettel.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Merkzettel, 0 Artikel' }).first()).toBeVisible();
    },
  );

  test(
    "another tab's change shows when the page becomes visible again",
    { tag: '@any-screen' },
    async ({ page, context, graphqlRequests }) => {
      await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await waitForHydration(page);
      await readyHeart(page);
      await expect(page.getByRole('button', { name: 'Merken', pressed: false })).toBeVisible();

      const other = await context.newPage();
      await other.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await waitForHydration(other);
      await (await readyHeart(other)).click();
      await expect(other.getByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();
      await other.close();

      const before = graphqlRequests.length;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Merkzettel, 1 Artikel' }).first()).toBeVisible();
      // The hearts load the wishlist; the header badge reads their answer instead of asking too.
      // (Other parts of the page, such as the recommendations loaded when idle, may ask meanwhile.)
      expect(graphqlRequests.slice(before).filter((name) => /Wishlist/.test(name))).toEqual(['WishlistStateQuery']);
    },
  );

  test(
    'the header badge follows another tab on a page without hearts, with one request',
    { tag: '@any-screen' },
    async ({ page, context, graphqlRequests }) => {
      await page.goto('/content/agb');
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Merkzettel, 0 Artikel' }).first()).toBeVisible();
      await expect(page.locator('[data-wishlist-state]')).toHaveCount(0);

      const other = await context.newPage();
      await other.goto(`/p/${PRODUCT_WITH_SIZES}`);
      await waitForHydration(other);
      await (await readyHeart(other)).click();
      await expect(other.getByRole('button', { name: 'Gemerkt', pressed: true })).toBeVisible();
      await other.close();

      const before = graphqlRequests.length;
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('link', { name: 'Merkzettel, 1 Artikel' }).first()).toBeVisible();
      expect(graphqlRequests.slice(before)).toEqual(['HeaderWishlistCountQuery']);
    },
  );

  test('failures show a toast and put the heart back', { tag: '@any-screen' }, async ({ page, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received/);
    await setFaults('addWishlistItem=WISHLIST_FAILED_TO_ADD_ITEM*1;removeWishlistItem=WISHLIST_FAILED_TO_REMOVE_ITEM*1');
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    const heart = await readyHeart(page);

    await heart.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Der Artikel konnte nicht auf den Merkzettel gelegt werden.' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    await heart.click();
    await expect(heart).toHaveAttribute('data-wishlist-state', 'saved');
    // The toggle has finished (presses while it runs are ignored): its announcement is there.
    await expect(page.getByRole('status').filter({ hasText: 'Artikel wurde zum Merkzettel hinzugefügt' })).toBeVisible();
    await heart.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Der Artikel konnte nicht vom Merkzettel entfernt werden.' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('wishlist in the in-store display', { tag: '@any-screen' }, () => {
  const storeBase = useStoreServer();

  test('no heart on tiles or the product page', async ({ page }) => {
    await page.goto(`${storeBase()}${LISTING}`);
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('[data-wishlist-state]')).toHaveCount(0);
    await page.goto(`${storeBase()}/p/${PRODUCT_WITH_SIZES}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^(Merken|Gemerkt)$/ })).toHaveCount(0);
  });
});
