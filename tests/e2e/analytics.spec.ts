import type { Page } from '@playwright/test';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// When the analytics events of section 7 reach the dataLayer. Their shapes are unit-tested
// (src/shop/analyticsEvents.test.ts); here: that each fires at its moment, with its list type.

const events = (page: Page, name: string) =>
  page.evaluate((n) => ((window.dataLayer ?? []) as Array<{ event?: string }>).filter((e) => e.event === n), name);
const sizes = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('group', { name: 'Größe', exact: true });

test.describe('analytics events', () => {
  test('product page: detail view, size selected, add to cart with the pdp list', async ({ page }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    await waitForHydration(page);
    await expect.poll(() => events(page, 'productDetailView')).toEqual([
      {
        event: 'productDetailView',
        ecommerce: { currencyCode: 'EUR', detail: { actionField: { list: 'pdp' }, products: [expect.objectContaining({ id: KNOWN.availableProduct, price: expect.stringMatching(/^\d+\.\d{2}$/) })] } },
      },
    ]);
    await sizes(page).getByRole('radio', { name: '42' }).check();
    await expect.poll(() => events(page, 'sizeSelected')).toEqual([{ event: 'sizeSelected', product: { id: KNOWN.availableProduct, size: '42' } }]);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => events(page, 'addToCart')).toEqual([
      {
        event: 'addToCart',
        ecommerce: {
          currencyCode: 'EUR',
          add: { actionField: { list: 'pdp' }, products: [expect.objectContaining({ id: KNOWN.availableProduct, variant: '42', quantity: 1 })] },
        },
      },
    ]);
  });

  test('quick-buy popup: the mini product view is the miniPdp list', async ({ page }) => {
    await page.goto(`/?pop=${KNOWN.availableProduct}`);
    const dialog = page.getByRole('dialog', { name: 'Schnellansicht' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await events(page, 'productDetailView')).map((e) => (e as { ecommerce: { detail: { actionField: { list: string } } } }).ecommerce.detail.actionField.list)).toEqual(['miniPdp']);
    await sizes(page).getByRole('radio', { name: '42' }).check();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(async () => (await events(page, 'addToCart')).length).toBe(1);
    expect(await events(page, 'addToCart')).toMatchObject([{ ecommerce: { add: { actionField: { list: 'miniPdp' } } } }]);
  });

  test('recommendations: one recommendation event per slider; impressions carry the recommendation list, list details and kind', async ({ page }) => {
    await page.goto(`/p/${KNOWN.availableProduct}`);
    const outfit = page.getByRole('list', { name: 'Passend dazu' });
    await outfit.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await events(page, 'recommendation')).length).toBe(4);
    await expect
      .poll(async () => (await events(page, 'productImpressions')).flatMap((e) => (e as { ecommerce: { impressions: Array<{ list: string; listDetails?: string }> } }).ecommerce.impressions))
      .toContainEqual(expect.objectContaining({ list: 'recommendation', listDetails: 'outfit', recommendationListKind: 'outfit', position: 1 }));
  });
});

test.describe('consent analytics', () => {
  test('the cookie banner reports being shown, the settings, the decision and the consent', async ({ page, context }) => {
    await context.clearCookies({ name: 'consent' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Wir verwenden Cookies' });
    await expect(banner).toBeVisible();
    await expect.poll(() => events(page, 'cookieBanner')).toEqual([{ event: 'cookieBanner', cookieBanner: { action: 'visible' } }]);
    await banner.getByRole('button', { name: 'Einstellungen' }).click();
    await banner.getByRole('checkbox', { name: 'Leistung' }).check();
    await banner.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await events(page, 'cookieBanner')).map((e) => (e as { cookieBanner: { action: string } }).cookieBanner.action)).toEqual(['visible', 'settings', 'selection']);
    expect(await events(page, 'consent')).toEqual([{ event: 'consent', consent: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false } }]);
  });
});
