import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// The customer account with the mock's demo customers (mock-server/README.md), each for the
// state it shows. Rules (formats, statuses, state machines) are unit- and component-tested.

const PASSWORD = 'Sommer2026!';
const ANNA = '40512873';
const JONAS = '40512874';
const MARLENE = '40512875';
const DENIZ = '40512876';
const LUKAS = '40512877';

/** Logged in as a demo customer without the form: the token the login answers, in the auth cookie. */
async function loginAs(context: BrowserContext, baseURL: string | undefined, customerNumber: string) {
  await context.addCookies([{ name: 'shop_auth', value: `mock-token-${customerNumber}`, url: baseURL ?? 'http://localhost' }]);
  await context.addInitScript(() => localStorage.setItem('shop_logged_in', '1'));
}

/** A new customer of this test alone (seeded customers are shared by all tests). */
async function registerFresh(page: Page) {
  const email = `e2e.${crypto.randomUUID().slice(0, 8)}@example.de`;
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation($input: RegisterInput!) { register(input: $input) { token client { customerNumber } } }',
      variables: { input: { salutation: 'f', firstName: 'Greta', lastName: 'Vogel', email, password: 'Herbst!26' } },
    },
  });
  const body = (await response.json()) as { data: { register: { token: string; client: { customerNumber: string } } } };
  return { customerNumber: body.data.register.client.customerNumber, email };
}

const accountTool = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mein Konto/ });

test('guest: account → login prompt → login → overview → logout', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/customer');
  // The page comes rendered with the visitor's data: it works once hydrated.
  await waitForHydration(page);
  const prompt = page.getByRole('region', { name: 'Bitte melden Sie sich an' });
  await expect(prompt).toBeVisible();
  for (const benefit of ['Rechnungen jederzeit einsehen', 'Ihre letzten Bestellungen verfolgen', 'Ihren Kontostand im Blick']) {
    await expect(prompt.getByText(benefit)).toBeVisible();
  }
  await expect(prompt.getByRole('button', { name: 'Jetzt registrieren' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Passwort vergessen?' })).toBeVisible();

  // Keyboard only: the form, then Enter.
  const form = prompt.getByRole('form', { name: 'Anmelden im Kundenkonto' });
  await form.getByRole('textbox', { name: 'Kundennummer' }).focus();
  await page.keyboard.type(ANNA);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByText(`Kundennummer: ${ANNA}`)).toBeVisible();
  await expect(accountTool(page)).toHaveAccessibleName('Mein Konto, angemeldet');
  for (const tile of ['Lieferungen', 'Bestellungen & Retouren', 'Rechnungen', 'Kontostand', 'Hilfe']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${tile} \\S`) })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Abmelden' }).focus();
  await page.keyboard.press('Enter');
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sie haben sich abgemeldet.' })).toBeVisible();
  await expect(accountTool(page)).toHaveAccessibleName('Mein Konto, nicht angemeldet');
  await expect(prompt.getByRole('alert')).toHaveCount(0);
});

test(
  'Anna: orders with parcels, a running instalment plan and the invoice PDF',
  { tag: '@any-screen' },
  async ({ page, context, baseURL }) => {
    await loginAs(context, baseURL, ANNA);
    await page.goto('/customer/orders');
    await expect(page.getByText('Aufgrund einer Systemumstellung ist die Bestellhistorie vor dem 01.07. nicht verfügbar.')).toBeVisible();
    await page.getByRole('link', { name: 'Details zur Bestellung 7100470558' }).click();
    await expect(page).toHaveURL(/\/customer\/orders\/\d{4}\/7100470558$/);
    await expect(page.getByText('Paket 1 von 2')).toBeVisible();
    await expect(page.getByText('Paket 2 von 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lieferadresse' })).toBeVisible();

    await page.goto('/customer/invoices?months=12');
    await expect(page.getByRole('combobox', { name: 'Zeitraum' })).toHaveValue('12');
    await expect(page.getByText(/^noch offen – laufende Ratenzahlung, nächste Rate fällig am \d\d\.\d\d\.\d{4}$/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Rechnung 8100241873' }).click();
    await expect(page.getByRole('columnheader', { name: 'Fällig am' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '1. Rate' })).toContainText(/offen|überfällig|bezahlt/);
    const pdf = page.getByRole('link', { name: /Rechnung als PDF öffnen/ });
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf).toHaveAttribute('href', /\/mock\/invoices\/8100241873\.pdf$/);
    // A new tab opens it (a browser without a PDF viewer downloads it there instead of showing it).
    const [popup] = await Promise.all([page.waitForEvent('popup'), pdf.click()]);
    const response = await page.request.get('/mock/invoices/8100241873.pdf');
    expect(response.headers()['content-type']).toBe('application/pdf');
    await popup.close();

    // The invoice just viewed is held: the list marks it.
    await page.getByRole('link', { name: 'Zurück zu Ihren Rechnungen' }).click();
    await expect(page.getByRole('row', { name: /Rechnung 8100241873/ })).toHaveAttribute('aria-current', 'true');

    // Older than 12 months: by request, sent by post.
    await page.getByRole('button', { name: 'Ältere Rechnungen anfordern' }).click();
    const older = page.getByRole('dialog', { name: 'Ältere Rechnungen anfordern' });
    await older.getByRole('textbox', { name: /Welcher Zeitraum/ }).fill('2024');
    await older.getByRole('button', { name: 'Anfordern' }).click();
    await expect(older.getByRole('status')).toHaveText('Vielen Dank! Wir senden Ihnen die gewünschten Rechnungen per Post.');
  },
);

test('Anna: her returns with their states, and how long a return takes', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
  await loginAs(context, baseURL, ANNA);
  await page.goto('/customer/returns');
  await expect(page.getByText('Die Bearbeitung einer Retoure kann bis zu 15 Werktage dauern.', { exact: true })).toBeVisible();
  const returns = page.getByRole('table', { name: 'Retouren' });
  await expect(returns.getByRole('columnheader')).toHaveText(['Artikel', 'Angemeldet am', 'Status']);
  await expect(returns.getByRole('cell', { name: 'Angemeldet', exact: true })).toHaveCount(1);
  await expect(returns.getByRole('cell', { name: /^Erstattet \(\d+,\d{2}\s€\)$/ }).first()).toBeVisible();
  await expect(returns.getByRole('cell', { name: /Bestellung 7100470558$/ }).first()).toBeVisible();
});

test(
  'Marlene: pending verification, overdue payments and a deletion that fails',
  { tag: '@any-screen' },
  async ({ page, context, baseURL, allowConsole }) => {
    // Error answers are logged by the network layer, as the call-handling rules require.
    allowConsole(/Server error has been received .*ACCOUNT_DELETION_FAILED/);
    await loginAs(context, baseURL, MARLENE);
    await page.goto('/customer');
    // The page comes rendered with the visitor's data: it works once hydrated.
    await waitForHydration(page);
    const verification = page.getByRole('region', { name: 'Die Bestätigungs-E-Mail wurde versendet' });
    await verification.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(verification.getByRole('status')).toHaveText('Erfolgreich versendet.');

    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(dialog.getByText('Möchten Sie Ihr Kundenkonto wirklich löschen?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Nein' }).click();
    await expect(dialog.getByText('Möchten Sie Ihr Kundenkonto wirklich löschen?')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ihr Kundenkonto konnte nicht gelöscht werden. Bitte wenden Sie sich an unseren Kundenservice.',
    );
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Offene Zahlungen' }).click();
    await expect(page.getByText('Die Verbuchung Ihrer Zahlung dauert 3–5 Werktage.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Offene Zahlungen' }).getByText('überfällig').first()).toBeVisible();
  },
);

test(
  'Jonas: not verified, the sending fails; a credit balance',
  { tag: '@any-screen' },
  async ({ page, context, baseURL, setFaults, allowConsole }) => {
    allowConsole(/Server error has been received .*INTERNAL_SERVER_ERROR|status of 500/);
    await loginAs(context, baseURL, JONAS);
    await setFaults('requestVerificationEmail=http:500*1');
    await page.goto('/customer');
    // The page comes rendered with the visitor's data: it works once hydrated.
    await waitForHydration(page);
    const verification = page.getByRole('region', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    await verification.getByRole('button', { name: 'Bestätigungs-E-Mail anfordern' }).click();
    await expect(verification.getByRole('status')).toHaveText('Es ist ein Fehler aufgetreten');
    await page.getByRole('link', { name: /^Kontostand Aktueller Kontostand/ }).click();
    await expect(page.getByText('(Guthaben)')).toBeVisible();
  },
);

test('Deniz: withdrawn address sends the customer to customer service', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
  await loginAs(context, baseURL, DENIZ);
  await page.goto('/customer');
  const verification = page.getByRole('region', { name: 'E-Mails können nicht zugestellt werden' });
  await expect(verification.getByRole('link', { name: 'Zum Kundenservice' })).toHaveAttribute('href', '/contact');
  await expect(verification.getByRole('button')).toHaveCount(0);
});

test('Lukas: pays a Swiss invoice by QR code; shows his customer card', { tag: '@any-screen' }, async ({ page, context, baseURL }) => {
  await loginAs(context, baseURL, LUKAS);
  await page.goto('/customer');
  // The page comes rendered with the visitor's data: it works once hydrated.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Digitale Kundenkarte' }).click();
  await expect(page.getByRole('dialog', { name: 'Digitale Kundenkarte' }).getByRole('img', { name: /^Strichcode 29/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/customer/invoices?months=12');
  await page
    .getByRole('row')
    .filter({ hasText: /offen|überfällig/ })
    .getByRole('link')
    .first()
    .click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mit QR-Code bezahlen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mit QR-Code bezahlen' });
  const code = dialog.getByRole('img', { name: /^QR-Rechnung \d+$/ });
  await expect(code).toHaveAttribute('width', '300');
  await expect(dialog.getByText('9000 St. Gallen')).toBeVisible();
  await expect(dialog.getByText(/CHF$/)).toBeVisible();
});

/** Presses Tab until `target` has the focus: how a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('register in the authentication modal by keyboard alone, then verify the new address', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await tabTo(page, accountTool(page));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anmeldung' });
  await tabTo(page, dialog.getByRole('button', { name: 'Jetzt registrieren' }));
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('form', { name: 'Registrieren' });
  await tabTo(page, form.getByRole('button', { name: 'Konto anlegen' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Bitte wählen Sie eine Anrede')).toBeVisible();
  await tabTo(page, form.getByRole('radio', { name: 'Frau' }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: 'Frau' })).toBeChecked();
  await tabTo(page, form.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Ida');
  await tabTo(page, form.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Krüger');
  await tabTo(page, form.getByRole('textbox', { name: 'E-Mail-Adresse' }));
  await page.keyboard.type(`ida.${crypto.randomUUID().slice(0, 8)}@example.de`);
  await expect(form.getByText('Ein sicheres Passwort hat mindestens 5 Zeichen')).toBeVisible();
  await tabTo(page, form.getByLabel('Passwort'));
  await page.keyboard.type('Ida!2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Kundenkonto wurde angelegt.' })).toBeVisible();
  await expect(accountTool(page)).toHaveAccessibleName('Mein Konto, angemeldet');

  await accountTool(page).click();
  const verification = page.getByRole('region', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
  await verification.getByRole('button', { name: 'Bestätigungs-E-Mail anfordern' }).click();
  // The hint turns to pending, so it has a new name.
  const pending = page.getByRole('region', { name: 'Die Bestätigungs-E-Mail wurde versendet' });
  await expect(pending.getByRole('status')).toHaveText('Erfolgreich versendet.');
  await expect(pending.getByRole('button', { name: 'Erneut senden' })).toBeVisible();
});

test(
  'a login the API refuses mid-session shows the prompt again and clears the badge',
  { tag: '@any-screen' },
  async ({ page, context, baseURL, setFaults, allowConsole }) => {
    // The browser's own note about the refused request.
    allowConsole(/status of 401/);
    await loginAs(context, baseURL, ANNA);
    await page.goto('/customer');
    // The page comes rendered with the visitor's data: it works once hydrated.
    await waitForHydration(page);
    await expect(page.getByText(`Kundennummer: ${ANNA}`)).toBeVisible();
    await setFaults('OrdersViewQuery=http:401');
    await page.getByRole('navigation', { name: 'Kundenkonto' }).getByRole('link', { name: 'Bestellungen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bitte melden Sie sich an' })).toBeVisible();
    await expect(accountTool(page)).toHaveAccessibleName('Mein Konto, nicht angemeldet');
    expect((await context.cookies()).some((c) => c.name === 'shop_auth')).toBe(false);
  },
);

test('password reset page: a new password, then the used link fails', { tag: '@any-screen' }, async ({ page, allowConsole }) => {
  allowConsole(/Server error has been received .*PASSWORD_RESET_FAILED/);
  const { customerNumber } = await registerFresh(page);
  await page.goto(`/customer/passwort-zuruecksetzen?token=reset-${customerNumber}-1`);
  // The form is in the server's HTML; it works once the page has hydrated.
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Neues Passwort festlegen' });
  await form.getByLabel(/^Neues Passwort\W*$/).fill('Winter!27');
  await form.getByLabel('Neues Passwort wiederholen').fill('Winter!27');
  await form.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { name: /Ihr Passwort wurde geändert/ })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmeldung' })).toBeVisible();

  await page.goto(`/customer/passwort-zuruecksetzen?token=reset-${customerNumber}-1`);
  await waitForHydration(page);
  await form.getByLabel(/^Neues Passwort\W*$/).fill('Winter!28');
  await form.getByLabel('Neues Passwort wiederholen').fill('Winter!28');
  await form.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Das Passwort konnte nicht geändert werden' })).toBeVisible();
  await expect(
    page.getByText('Bitte klicken Sie noch einmal auf den Link in der E-Mail oder fordern Sie eine neue E-Mail an.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Neue E-Mail anfordern' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmeldung' }).getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
});

test('e-mail verification page: success, invalid, error and pending', { tag: '@any-screen' }, async ({ page }) => {
  const { customerNumber } = await registerFresh(page);
  const outcomes = [
    [`verify-${customerNumber}`, 'Ihre E-Mail-Adresse wurde erfolgreich bestätigt.'],
    ['abc', 'Der Bestätigungslink ist ungültig'],
    ['verify-error', 'Es ist ein Fehler aufgetreten'],
    ['verify-pending', 'Die Bestätigung steht noch aus'],
  ] as const;
  for (const [token, headline] of outcomes) {
    await page.goto(`/email?token=${token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  }
  await expect(page.getByText('Ohne Ihre Einwilligung können wir Ihnen keine E-Mails senden.', { exact: false })).toBeVisible();
});

test(
  'the activation link logs the new customer in; the loyalty number shows its welcome',
  { tag: '@any-screen' },
  async ({ page, context }) => {
    const { customerNumber } = await registerFresh(page);
    await page.goto(`/customer?activate=activate-${customerNumber}`);
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Kundenkonto ist aktiviert. Willkommen!' })).toBeVisible();
    await expect(page.getByText(`Kundennummer: ${customerNumber}`)).toBeVisible();
    expect(page.url()).not.toContain('activate=');

    const activated = await page.request.post('/graphql', {
      data: { query: 'mutation { activateLoyaltyNumber(number: "1234567890") { sessionActive } }' },
    });
    expect(activated.ok()).toBe(true);
    await page.reload();
    await expect(page.locator('[data-code="SCRID_SESSION_ACTIVE"]')).toHaveText('Willkommen! Ihre VorteilsClub-Nummer ist bereits aktiv.');
    expect((await context.cookies()).some((c) => c.name === 'shop_auth')).toBe(true);

    // Nothing overdue: the account deletion request goes through. The page arrives rendered with
    // the account; its buttons work once it has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
    await dialog.getByRole('button', { name: 'Konto löschen' }).click();
    await dialog.getByRole('button', { name: 'Ja' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Ihre Anfrage zur Löschung Ihres Kundenkontos wurde übermittelt.');
  },
);

test(
  'an invalid activation link says so and leaves the visitor a guest',
  { tag: '@any-screen' },
  async ({ page, context, allowConsole }) => {
    // The refusal is a GraphQL error, which the network layer logs.
    allowConsole(/Server error has been received|status of 500/);
    await page.goto('/customer?activate=activate-abc');
    await expect(page.getByRole('alert').filter({ hasText: 'Der Aktivierungslink ist ungültig.' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'shop_auth')).toBe(false);
  },
);

test('in the app webview the login state goes to the app as userInfo', { tag: '@any-screen' }, async ({ page }) => {
  await page.addInitScript(() => {
    const values: string[] = [];
    (window as unknown as { ShopApp: unknown }).ShopApp = {
      setValue: (key: string, value: string) => key === 'userInfo' && values.push(value),
    };
    (window as unknown as { userInfo: string[] }).userInfo = values;
  });
  await page.goto('/webview/customer');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Anmelden im Kundenkonto' });
  await form.getByRole('textbox', { name: 'Kundennummer' }).fill(ANNA);
  await form.getByLabel('Passwort').fill(PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(`Kundennummer: ${ANNA}`)).toBeVisible();
  const sent = () => page.evaluate(() => (window as unknown as { userInfo: string[] }).userInfo.map((v) => JSON.parse(v) as unknown));
  await expect.poll(sent).toContainEqual({ loggedIn: true, customerNumber: ANNA });
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect.poll(async () => (await sent()).at(-1)).toEqual({ loggedIn: false, customerNumber: null });
});
