import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { useOwnServer } from './storeServer.ts';

test.describe('header account tool', () => {
  test('a guest gets the authentication modal, logs in, and sees the checkmark', async ({ page, allowConsole }) => {
    // Error answers are logged by the network layer, as the call-handling rules require.
    allowConsole(/Server error has been received .*LOGIN_FAILED/);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await expect(page).toHaveURL(/#headerAuthModal$/);
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    await expect(dialog).toBeVisible();

    // Validation in German, without a request.
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByText('Dies ist ein Pflichtfeld').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('123');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByText('Die Kundennummer besteht aus 6 - 8 Ziffern')).toBeVisible();

    // A wrong password is refused.
    await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('40512873');
    await dialog.getByLabel('Passwort').fill('falsch');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Die Anmeldung ist fehlgeschlagen/);

    await dialog.getByLabel('Passwort').fill('Sommer2026!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/#headerAuthModal/);
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind jetzt angemeldet.' })).toBeVisible();
    const account = page.getByRole('link', { name: 'Mein Konto, angemeldet' });
    await expect(account).toHaveAttribute('href', '/customer');
    // The token is out of scripts' reach: the page sees only the companion saying someone is logged in.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toMatch(/shop_auth|mock-token/);
    expect(readable).toContain('shop_session=1');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'shop_auth')).toMatchObject({
      value: 'mock-token-40512873',
      httpOnly: true,
      sameSite: 'Lax',
    });

    // After a reload the login-status query knows the customer (token from the auth cookie).
    await page.reload();
    await expect(page.getByRole('link', { name: 'Mein Konto, angemeldet' })).toBeVisible();
  });

  test('logging in by e-mail address works too; Escape closes the modal', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/#headerAuthModal');
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/#headerAuthModal/);

    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await dialog.getByRole('radio', { name: 'E-Mail-Adresse' }).check();
    await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna.becker@beispiel');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna.becker@example.com');
    await dialog.getByLabel('Passwort').fill('Sommer2026!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('link', { name: 'Mein Konto, angemeldet' })).toBeVisible();
  });

  test('the back button closes a modal this session opened', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmeldung' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Anmeldung' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the identity provider's login frame (the mock's stand-in)", { tag: '@any-screen' }, () => {
  // LOGIN_FRAME_URL is a deployment setting: a server of its own, framing the mock's provider page.
  const frameBase = useOwnServer((base) => ({ LOGIN_FRAME_URL: `${base}/mock/login-frame` }));

  test('cancel closes the modal, a wrong password shows the error in the frame, the right one logs in', async ({ page }) => {
    await page.goto(`${frameBase()}/`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    const frame = dialog.frameLocator('iframe[title="Anmeldung"]');
    const authCookie = async () => (await page.context().cookies(frameBase())).find((cookie) => cookie.name === 'shop_auth');

    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await frame.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/#headerAuthModal/);
    await expect(page.getByRole('link', { name: 'Mein Konto, nicht angemeldet' })).toBeVisible();
    expect(await authCookie()).toBeUndefined();

    await page.getByRole('link', { name: 'Mein Konto' }).click();
    await frame.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna.becker@example.com');
    await frame.getByLabel('Passwort').fill('falsch');
    await frame.getByRole('button', { name: 'Anmelden' }).click();
    await expect(frame.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    await expect(dialog).toBeVisible();
    expect(await authCookie()).toBeUndefined();

    await frame.getByLabel('Passwort').fill('Sommer2026!');
    await frame.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Sie sind jetzt angemeldet.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mein Konto, angemeldet' })).toBeVisible();
    // The frame's token went to the server, which keeps it out of scripts' reach.
    expect(await authCookie()).toMatchObject({ value: 'mock-token-40512873', httpOnly: true });
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/shop_auth|mock-token/);
  });
});

test.describe('header order form tool', () => {
  test('shows the sum of the form quantities and follows the dofnewcount event', { tag: '@any-screen' }, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('directOrderFormLines', JSON.stringify([{ quantity: 2 }, { quantity: 1 }, {}]));
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Bestellschein, 3 Artikel' })).toBeVisible();
    await expect(page.getByTestId('order-form-tool-badge')).toHaveText('3');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('dofnewcount', { detail: { newCount: 5 } })));
    await expect(page.getByRole('link', { name: 'Bestellschein, 5 Artikel' })).toBeVisible();
  });
});

test.describe('toasts', () => {
  async function loginToast(page: Page) {
    await page.goto('/#headerAuthModal');
    const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
    await dialog.getByRole('textbox', { name: 'Kundennummer' }).fill('40512874');
    await dialog.getByLabel('Passwort').fill('Sommer2026!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Sie sind jetzt angemeldet.' });
    await expect(toast).toBeVisible();
    return toast;
  }

  test('close after 15 seconds; hovering stops the time', { tag: '@any-screen' }, async ({ page }) => {
    await page.clock.install();
    const toast = await loginToast(page);
    await toast.hover();
    await page.clock.runFor(30_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(14_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(toast).toHaveCount(0);
  });

  test('are dismissed on a route change', { tag: '@any-screen' }, async ({ page }) => {
    const toast = await loginToast(page);
    await page.locator('article:not([data-outsold]) a[href^="/p/"]').first().click();
    await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'productDetailPage');
    await expect(toast).toHaveCount(0);
  });
});
