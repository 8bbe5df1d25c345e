import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

// Each test subscribes its own address, so runs on phone and desktop never share a subscription.
const addressFor = (name: string) => `${name}.${test.info().project.name}.${test.info().retry}@example.de`;
const activationLink = (email: string) => `/newsletter/bestaetigen?token=nl-${Buffer.from(email.toLowerCase()).toString('base64url')}`;

async function subscribe(page: Page, email: string) {
  await page.goto('/newsletter/anmelden');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Tag' }).fill('15');
  await page.getByRole('textbox', { name: 'Monat' }).fill('6');
  await page.getByRole('textbox', { name: 'Jahr' }).fill('1990');
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(page.getByRole('status').getByRole('heading', { name: 'Nur noch ein Schritt' })).toBeVisible();
}

test.describe('newsletter', () => {
  test(
    'subscribe: rules in German, under 18 refused, then one step left; the link activates and reveals the voucher once',
    { tag: '@any-screen' },
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/newsletter/anmelden');
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'newsletter');
      await expect(page).toHaveTitle(/^Newsletter abonnieren \|/);
      await expect(page.getByText('Jetzt anmelden und 10 € Gutschein sichern')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Datenschutzhinweise' }).first()).toHaveAttribute('href', '/content/datenschutzhinweise');
      await page.getByText('Mehr zum Datenschutz').click();
      await expect(page.getByRole('link', { name: 'Newsletter', exact: true })).toHaveAttribute('href', '/content/newsletter');
      await waitForHydration(page);

      const form = page.getByRole('form', { name: 'Newsletter-Anmeldung' });
      await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
      await expect(form.getByText('Bitte geben Sie eine E-Mail-Adresse ein')).toBeVisible();
      await expect(form.getByText('Bitte wählen Sie eine Anrede')).toBeVisible();
      // The birthday is required: left empty, the minimum age would go unchecked.
      await expect(form.getByRole('group', { name: /Geburtsdatum/ }).getByText('Dies ist ein Pflichtfeld', { exact: true })).toBeVisible();

      const email = addressFor('lea');
      await form.getByRole('radio', { name: 'Frau' }).check();
      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('lea@beispiel');
      await form.getByRole('textbox', { name: 'Tag' }).fill('24');
      await form.getByRole('textbox', { name: 'Monat' }).fill('11');
      await form.getByRole('textbox', { name: 'Jahr' }).fill(String(new Date().getFullYear() - 17));
      await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
      await expect(form.getByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeVisible();
      await expect(form.getByText('Der Newsletter ist erst ab 18 Jahren möglich')).toBeVisible();

      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
      await form.getByRole('textbox', { name: 'Jahr' }).fill('1990');
      await form.getByRole('button', { name: 'Jetzt anmelden' }).click();
      await expect(page.getByRole('heading', { name: 'Nur noch ein Schritt' })).toBeFocused();

      await page.goto(activationLink(email));
      await expect(page.getByRole('heading', { name: 'Ihre Anmeldung war erfolgreich' })).toBeVisible();
      const code = (await page.locator('code').textContent())!;
      expect(code).toMatch(/^NL10-[0-9A-F]{6}$/);
      await page.getByRole('button', { name: `Code ${code} kopieren` }).click();
      await expect(page.getByRole('button', { name: 'Kopiert' })).toBeVisible();
      await expect(page.getByText('Aktionscode kopiert')).toBeVisible();
      await expect(page.getByRole('status').locator('p').filter({ hasText: 'Aktionscode kopiert' })).toHaveText(
        /Codes können bei der Bezahlung eingelöst werden\.$/,
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Ihre Anmeldung ist bereits aktiviert' })).toBeVisible();
      await expect(page.locator('code')).toHaveText(code);
    },
  );

  test(
    'NEWSLETTER_SUBSCRIBE_FAILED keeps what was typed; an invalid confirmation link says so too',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(/Server error has been received .*NEWSLETTER_SUBSCRIBE_FAILED/);
      await page.goto('/newsletter/anmelden');
      await waitForHydration(page);
      await page.getByRole('radio', { name: 'Herr' }).check();
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('fehler@example.com');
      await page.getByRole('textbox', { name: 'Tag' }).fill('15');
      await page.getByRole('textbox', { name: 'Monat' }).fill('6');
      await page.getByRole('textbox', { name: 'Jahr' }).fill('1990');
      await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
      await expect(page.getByRole('alert')).toHaveText('Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.');
      await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('fehler@example.com');
      await expect(page.getByRole('radio', { name: 'Herr' })).toBeChecked();

      await page.goto('/newsletter/bestaetigen?token=nl-unbekannt');
      await expect(page.getByRole('alert').getByRole('heading')).toHaveText('Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.');
    },
  );

  test(
    'unsubscribe from the product recommendations, then from the newsletter; NEWSLETTER_UNSUBSCRIBE_FAILED names the phone',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(/Server error has been received .*NEWSLETTER_UNSUBSCRIBE_FAILED/);
      const email = addressFor('paul');
      await subscribe(page, email);

      await page.goto('/newsletter/unsubscribe');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('fehler@example.com');
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Bei der Abmeldung vom Newsletter ist etwas schiefgelaufen. Gerne hilft Ihnen unser Kundenservice weiter. Telefon: 0800 723 41 00',
      );

      await page.getByRole('link', { name: 'Nur Produktempfehlungen abmelden' }).click();
      await expect(page).toHaveURL(/\/newsletter\/produktempfehlungen-abmelden$/);
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByRole('heading', { name: 'Sie erhalten ab sofort keine Produktempfehlungen mehr per E-Mail.' })).toBeVisible();

      await page.goto('/newsletter/unsubscribe');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await expect(page.getByRole('heading', { name: 'Sie haben sich erfolgreich vom Newsletter abgemeldet.' })).toBeVisible();
    },
  );

  test(
    'update data: NEWSLETTER_DATA_UPDATED, NEWSLETTER_UPDATE_DATA_FAILED, and the link to the contact form',
    { tag: '@any-screen' },
    async ({ page, allowConsole }) => {
      allowConsole(/Server error has been received .*NEWSLETTER_UPDATE_DATA_FAILED/);
      const email = addressFor('mia');
      await subscribe(page, email);

      await page.goto('/newsletter/daten-aendern');
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Kontaktieren Sie uns' })).toHaveAttribute('href', '/contact');
      await page.getByRole('textbox', { name: 'E-Mail-Adresse Ihres Abonnements' }).fill('fehler@example.com');
      await page.getByRole('textbox', { name: 'Vorname' }).fill('M1a');
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect(page.getByText('Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen', { exact: true })).toBeVisible();
      await page.getByRole('textbox', { name: 'Vorname' }).fill('Mia');
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect(page.getByRole('alert')).toHaveText('Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.');

      await page.getByRole('textbox', { name: 'E-Mail-Adresse Ihres Abonnements' }).fill(email);
      await page.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Ihre Änderungen wurden erfolgreich übernommen.' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Mia');
    },
  );

  test('a logged-in customer finds the form filled with the subscription', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop_auth', value: 'mock-token-40512873', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('shop_logged_in', '1'));
    await page.goto('/newsletter/daten-aendern');
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse Ihres Abonnements' })).toHaveValue('anna.becker@example.com');
    await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    await expect(page.getByRole('radio', { name: 'Frau' })).toBeChecked();
  });
});
