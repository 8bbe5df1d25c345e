import type { Page } from '@playwright/test';
import { PRODUCT_WITH_SIZES } from './catalogue.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// The mock console at /mock, driven like a developer would: plain forms, then the shop.

const notice = (page: Page) => page.getByRole('status');
const accountTool = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test('one click logs in as a demo customer, the shop shows it; logging out there ends it', async ({ page }) => {
  await page.goto('/mock');
  await page.getByRole('button', { name: 'Anmelden als Anna Becker' }).click();
  await expect(notice(page)).toHaveText('Angemeldet.');
  await expect(page.getByText('Angemeldet als Anna Becker (40512873)')).toBeVisible();

  await page.goto('/');
  await expect(accountTool(page, 'Mein Konto, angemeldet')).toBeVisible();
  // A login made in the shop leaves a stored marker; logging out in the console forgets it too.
  await page.evaluate(() => localStorage.setItem('shop_logged_in', '1'));

  await page.goto('/mock');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(notice(page)).toHaveText('Abgemeldet.');
  await page.goto('/');
  await waitForHydration(page);
  await expect(accountTool(page, 'Mein Konto, nicht angemeldet')).toBeVisible();
});

test('a fault switched on in the console breaks the product page; removing it restores the page', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 503/);
  await page.goto('/mock');
  await page.getByLabel('Operation').selectOption('ProductPageQuery');
  await page.getByLabel('Wirkung').selectOption('http:500');
  await page.getByRole('button', { name: 'Szenario hinzufügen' }).click();
  await expect(notice(page)).toHaveText('Fehlerszenario aktiv.');
  await expect(page.getByRole('region', { name: 'Aktive Fehlerszenarien' })).toContainText('ProductPageQuery=http:500');

  const broken = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
  expect(broken?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen');

  await page.goto('/mock');
  await page.getByRole('button', { name: 'Entfernen ProductPageQuery=http:500' }).click();
  await expect(page.getByText('Keine Fehlerszenarien aktiv.')).toBeVisible();
  const restored = await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
  expect(restored?.status()).toBe(200);
});

test("the visitor's recorded requests appear newest first and can be cleared", async ({ page }) => {
  // A term no other test searches for: the server keeps a page's answers for every visitor a few
  // seconds, so only a page no one asked for just before is sure to reach the API for this visitor.
  await page.goto('/search?q=strickjacke');
  await waitForHydration(page);
  await page.goto('/mock');
  const requests = page.getByRole('region', { name: 'GraphQL-Anfragen', exact: true });
  await expect(requests.getByRole('cell', { name: 'SearchPageQuery', exact: true })).toBeVisible();
  await expect(requests.getByRole('cell', { name: 'HeaderToolsQuery', exact: true })).toBeVisible();
  // The client's header query ran after the page's server-side query: it is listed above it.
  const names = await requests.locator('tbody tr td:nth-child(3)').allTextContents();
  expect(names.indexOf('HeaderToolsQuery')).toBeLessThan(names.indexOf('SearchPageQuery'));

  await page.getByRole('button', { name: 'Anfragen löschen' }).click();
  await expect(page.getByText('Keine Anfragen aufgezeichnet.')).toBeVisible();
});

test('the console has no axe violations, with every section filled', async ({ page }) => {
  await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
  await waitForHydration(page);
  await page.goto('/mock');
  await page.getByRole('button', { name: 'Anmelden als Jonas Hoffmann' }).click();
  await page.getByLabel('Regel als Text').fill('*=delay:10*1');
  await page.getByRole('button', { name: 'Regel hinzufügen' }).click();
  await page.getByRole('button', { name: 'Vorschau einschalten' }).click();
  await expect(page.getByText('Vorschau ist an')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zustand', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
