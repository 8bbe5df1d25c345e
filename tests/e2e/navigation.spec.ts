import type { Page } from '@playwright/test';
import { PRODUCT_WITH_SIZES } from './catalogue.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// The category tree of the mock (mock-server/data/assortment*.ts).
const KLEIDER = '/damen-mode/kleider';
const SOMMERKLEIDER = '/damen-mode/kleider/sommerkleider';
const HERREN_JEANS = '/herren-mode/hosen-jeans/jeans';

/** Puts a listing path where a listing page leaves it for the product page. */
/** The desktop tabs work once their code, loaded after hydration on wide screens, has run. */
async function waitForDesktopNavigation(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('[data-hydrated] [data-testid="desktop-navigation"]')).toBeVisible();
}

async function visitProductFrom(page: Page, listingPath: string) {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate((path) => sessionStorage.setItem('navigation.referrerPath', path), listingPath);
  await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
  await waitForHydration(page);
}

test.describe('desktop category navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'shown from 992 px');

  test('level-1 tabs select without navigating; the level-2 row follows', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopNavigation(page);
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();
    const tabs = page.getByRole('tablist', { name: 'Hauptnavigation' });
    // No category on the homepage: the first level-1 category is selected.
    await expect(tabs.getByRole('tab', { name: 'Damen-Mode' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Unternavigation' }).getByRole('link', { name: 'Kleider', exact: true }),
    ).toHaveAttribute('href', KLEIDER);

    await tabs.getByRole('tab', { name: 'Herren-Mode' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(tabs.getByRole('tab', { name: 'Herren-Mode' })).toHaveAttribute('aria-selected', 'true');
    const sub = page.getByRole('navigation', { name: 'Unternavigation' });
    await expect(sub).toHaveCount(1);
    await expect(sub.getByRole('link', { name: 'Anzüge & Sakkos' })).toHaveAttribute('href', '/herren-mode/anzuege-sakkos');

    // Arrow keys move along the tabs.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Wäsche & Bademode' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Wäsche & Bademode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/$/);
  });

  test('hovering a level-2 item opens the level-3 popover with its columns', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopNavigation(page);
    await page.getByRole('navigation', { name: 'Unternavigation' }).getByRole('link', { name: 'Kleider', exact: true }).hover();
    const popover = page.getByTestId('category-popover');
    await expect(popover).toBeVisible();
    const lists = popover.getByRole('list');
    await expect(lists).toHaveCount(2);
    await expect(popover.getByRole('list', { name: 'Kategorien' }).getByRole('link')).toHaveText([
      'Sommerkleider',
      'Abendkleider',
      'Strickkleider',
      'Jerseykleider',
    ]);
    // The content-title group of the same level 1 fills the next column, under its own name.
    await expect(popover.getByRole('list', { name: 'Business & Anlass' }).getByRole('link')).toHaveText([
      'Blazer',
      'Hosenanzüge & Kostüme',
    ]);
    expect((await popover.boundingBox())?.height).toBeLessThanOrEqual(500);
    await expectNoAxeViolations(page);

    // Leaving with the mouse closes it.
    await page.mouse.move(5, 800);
    await expect(popover).toHaveCount(0);
  });

  test('a level-2 item is a disclosure: focus opens nothing, Enter or ArrowDown open it, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopNavigation(page);
    const sub = page.getByRole('navigation', { name: 'Unternavigation' });
    const items = sub.locator('[data-nav-id]');
    const kleider = sub.getByRole('link', { name: 'Kleider', exact: true });
    const popover = page.getByTestId('category-popover');
    await page.getByRole('tab', { name: 'Damen-Mode' }).focus();
    await page.keyboard.press('Tab');
    await expect(kleider).toBeFocused();
    await expect(kleider).toHaveAttribute('aria-expanded', 'false');
    await expect(popover).toHaveCount(0);
    // Closed popovers add no Tab stops: one Tab per level-2 item, then out of the row, both ways.
    const count = await items.count();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(items.nth(i)).toBeFocused();
    }
    await expect(popover).toHaveCount(0);
    for (let i = count - 2; i >= 0; i--) {
      await page.keyboard.press('Shift+Tab');
      await expect(items.nth(i)).toBeFocused();
    }
    await expect(kleider).toBeFocused();

    // Enter opens it (the page stays), and its links follow in the Tab order.
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(kleider).toHaveAttribute('aria-expanded', 'true');
    await expect(kleider).toHaveAttribute('aria-controls', (await popover.getAttribute('id')) ?? '');
    await page.keyboard.press('Tab');
    await expect(popover.getByRole('link', { name: 'Sommerkleider' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(kleider).toBeFocused();
    await expect(kleider).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens it and moves into it.
    await page.keyboard.press('ArrowDown');
    await expect(popover.getByRole('link', { name: 'Sommerkleider' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(kleider).toBeFocused();
    // Moving on to the next item opens nothing.
    await page.keyboard.press('Tab');
    await expect(items.nth(1)).toBeFocused();
    await expect(popover).toHaveCount(0);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('the first tap opens the popover, a tap outside closes it, a tap on the open item navigates', async ({ page, allowConsole }) => {
      // Category listings are not built yet: the category path answers 404.
      allowConsole(/status of 404/);
      await page.goto('/');
      await waitForDesktopNavigation(page);
      const kleider = page.getByRole('navigation', { name: 'Unternavigation' }).getByRole('link', { name: 'Kleider', exact: true });
      const popover = page.getByTestId('category-popover');
      await kleider.tap();
      await expect(popover).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      await page.locator('main').tap({ position: { x: 5, y: 5 } });
      await expect(popover).toHaveCount(0);

      await kleider.tap();
      await expect(popover).toBeVisible();
      await kleider.tap();
      await expect(page).toHaveURL(new RegExp(`${KLEIDER}$`));
    });
  });

  test('a level-2 item without hover or focus opens on click instead of navigating', async ({ page }) => {
    await page.goto('/');
    await waitForDesktopNavigation(page);
    await page
      .getByRole('navigation', { name: 'Unternavigation' })
      .getByRole('link', { name: 'Kleider', exact: true })
      .dispatchEvent('click');
    await expect(page.getByTestId('category-popover')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a product page the listing the shopper came from is active', { tag: '@any-screen' }, async ({ page }) => {
    await visitProductFrom(page, HERREN_JEANS);
    await waitForDesktopNavigation(page);
    await expect(page.getByRole('tab', { name: 'Herren-Mode' })).toHaveAttribute('aria-selected', 'true');
    const sub = page.getByRole('navigation', { name: 'Unternavigation' });
    await expect(sub.getByRole('link', { name: 'Hosen & Jeans' })).toHaveAttribute('aria-current', 'true');
    await sub.getByRole('link', { name: 'Hosen & Jeans' }).hover();
    await expect(page.getByTestId('category-popover').getByRole('link', { name: 'Jeans', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('without a stored listing the product page falls back to "/" (first tab)', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto(`/p/${PRODUCT_WITH_SIZES}`);
    await waitForDesktopNavigation(page);
    await expect(page.getByRole('tab', { name: 'Damen-Mode' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: 'Unternavigation' }).locator('[aria-current]')).toHaveCount(0);
  });

  test('the navigation comes with the page: the browser never asks for it', { tag: '@any-screen' }, async ({ page, graphqlRequests }) => {
    await page.goto('/');
    await waitForDesktopNavigation(page);
    await page.getByRole('tab', { name: 'Schuhe' }).click();
    await page.locator('article a[href^="/p/"]').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByRole('tablist', { name: 'Hauptnavigation' })).toBeVisible();
    expect(graphqlRequests).not.toContain('FrameNavigationQuery');
  });
});

test.describe('shadow navigation', { tag: '@any-screen' }, () => {
  test('pages without a category carry every category link, hidden from screen and screen readers', async ({ page }) => {
    await page.goto('/');
    const shadow = page.getByTestId('shadow-navigation');
    await expect(shadow).toHaveAttribute('hidden', '');
    await expect(shadow).toBeHidden();
    // The category's title, else its name.
    await expect(shadow.locator('a[href="/damen-mode"]')).toHaveText('Damenmode online kaufen');
    await expect(shadow.locator(`a[href="${SOMMERKLEIDER}"]`)).toHaveText('Sommerkleider online kaufen');
    await expect(page.getByRole('link', { name: 'Damenmode online kaufen' })).toHaveCount(0);
  });
});

test.describe('off-canvas menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phones and tablets (< 992 px)');

  test('opens as a dialog, drills down and back, loads the phone box only when opened', async ({ page }) => {
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/content/graphql')) contentRequests.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('tablist', { name: 'Hauptnavigation' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    await expect(button).toHaveText('Menü');
    expect(contentRequests).toEqual([]);

    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/#offcanvasMenu$/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('heading', { name: 'Kategorien' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Zurück' })).toHaveCount(0);

    // The phone box of the off-canvas navigation, as a tel: link.
    const phone = menu.getByRole('region', { name: 'Bestellung & Beratung' });
    await expect(phone).toContainText('Wir sind persönlich für Sie da');
    await expect(phone.getByRole('link', { name: /0800 350 60 60/ })).toHaveAttribute('href', 'tel:08003506060');
    await expect(phone).toContainText('Kostenlos aus dem deutschen Fest- und Mobilfunknetz');
    expect(contentRequests.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await menu.getByRole('button', { name: 'Damen-Mode' }).click();
    await expect(menu.getByRole('heading', { name: 'Damen-Mode' })).toBeFocused();
    await expect(menu.getByRole('link', { name: /^Alle anzeigen/ })).toHaveAttribute('href', '/damen-mode');
    await menu.getByRole('button', { name: 'Kleider' }).click();
    await expect(menu.getByRole('link', { name: 'Sommerkleider' })).toHaveAttribute('href', SOMMERKLEIDER);
    await expect(menu.getByRole('link', { name: /^Alle anzeigen/ })).toHaveAttribute('href', KLEIDER);
    await menu.getByRole('button', { name: 'Zurück' }).click();
    await expect(menu.getByRole('heading', { name: 'Damen-Mode' })).toBeVisible();
    await menu.getByRole('button', { name: 'Zurück' }).click();
    await expect(menu.getByRole('heading', { name: 'Kategorien' })).toBeVisible();

    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
    await expect(page).not.toHaveURL(/#offcanvasMenu/);
    await expect(button).toBeFocused();
  });

  test('Escape closes the menu; the browser back button too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
  });

  test('opens at the current category, again after drilling elsewhere', async ({ page }) => {
    await visitProductFrom(page, SOMMERKLEIDER);
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await button.click();
    await expect(menu.getByRole('heading', { name: 'Kleider' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sommerkleider' })).toHaveAttribute('data-active', 'true');
    await expect(menu.getByRole('link', { name: 'Sommerkleider' })).toBeInViewport();

    await menu.getByRole('button', { name: 'Zurück' }).click();
    await menu.getByRole('button', { name: 'Zurück' }).click();
    await menu.getByRole('button', { name: 'Wohnen' }).click();
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await button.click();
    await expect(menu.getByRole('heading', { name: 'Kleider' })).toBeVisible();
  });

  test('closes itself when the viewport reaches desktop width', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(menu).toBeHidden();
    await expect(page).not.toHaveURL(/#offcanvasMenu/);
    await expect(page.getByRole('tablist', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('phones keep the desktop navigation as server markup and make it work once the window is wide enough', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The links are in the HTML (crawlers, no JS) but not hydrated: no tab reacts yet.
    const desktop = page.getByTestId('desktop-navigation');
    await expect(desktop.locator('a[href="/damen-mode/kleider"]').first()).toBeAttached();
    const hydratedTabs = await desktop.evaluate((nav) =>
      Object.keys(nav.querySelector('[role=tab]') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(hydratedTabs).toBe(false);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator('[data-hydrated] [data-testid="desktop-navigation"]')).toBeVisible();
    const tab = page.getByRole('tab', { name: 'Schuhe' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  test('variant no_menu_text hides the label and shows a bigger icon; the name stays "Menü"', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ab', value: 'offcanvas_menu_ab:no_menu_text', url: baseURL ?? 'http://localhost' }]);
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menü', exact: true });
    await expect(button).toHaveAttribute('data-variant', 'no_menu_text');
    await expect(button.locator('svg')).toHaveAttribute('width', '32');
    await expect(button.getByText('Menü')).toHaveCSS('clip-path', 'inset(50%)');
    expect((await button.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  });

  test('a phone box with missing props is logged and left out', async ({ page, allowConsole }) => {
    allowConsole(/PhoneBox with missing props detected/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // An editor left the number empty.
    await page.route('**/content/graphql**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { phoneBoxCollection?: { items: Array<Record<string, unknown>> } } };
      for (const item of body.data?.phoneBoxCollection?.items ?? []) item.number = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect.poll(() => warnings).toContain('PhoneBox with missing props detected');
    await expect(menu.getByRole('region')).toHaveCount(0);
  });
});
