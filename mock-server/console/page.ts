import type { Customer } from '../data/customers.ts';
import type { TrackingCall } from '../domains/recommendations/tracking.ts';
import { formatFaultRule, type FaultRule } from '../faults/format.ts';
import type { RequestLogEntry } from '../sessions/store.ts';
import { actionButton, esc, option, table } from './html.ts';
import { CALL_CODES, FAULT_STATUSES, MESSAGE_CODES } from './options.ts';
import { stateLabel } from './visitorState.ts';

export interface ConsoleView {
  visitorId: string;
  customer: Customer | null;
  demoCustomers: readonly Customer[];
  faults: { rules: FaultRule[]; error?: string };
  operations: readonly string[];
  rootFields: readonly string[];
  /** Newest first. */
  requests: readonly RequestLogEntry[];
  tracking: readonly TrackingCall[];
  stateKeys: readonly string[];
  preview: boolean;
  notice: string | null;
}

/** Texts for the notice after each action (the redirect carries only the key). */
export const NOTICES: Readonly<Record<string, string>> = {
  login: 'Angemeldet.',
  logout: 'Abgemeldet.',
  'login-unknown': 'Unbekannte Kundennummer.',
  'fault-added': 'Fehlerszenario aktiv.',
  'fault-invalid': 'Das Fehlerszenario ist ungültig und wurde nicht übernommen.',
  'fault-removed': 'Fehlerszenario entfernt.',
  'faults-cleared': 'Alle Fehlerszenarien entfernt.',
  'requests-cleared': 'Anfragen gelöscht.',
  'tracking-cleared': 'Tracking-Aufrufe gelöscht.',
  'state-reset': 'Zustand zurückgesetzt.',
  'preview-on': 'Inhaltsvorschau an.',
  'preview-off': 'Inhaltsvorschau aus.',
};

const name = (c: Customer) => `${c.firstName} ${c.lastName}`;

function loginSection(view: ConsoleView): string {
  const who = view.customer
    ? `Angemeldet als ${esc(name(view.customer))} (${esc(view.customer.customerNumber)})`
    : 'Nicht angemeldet (Gast)';
  const rows = view.demoCustomers.map((c) => [
    `${esc(name(c))}<br><span class="hint">${esc(c.customerNumber)} · ${esc(c.email)} · E-Mail ${esc(c.verificationState)}</span>`,
    actionButton('/mock/console/login', 'Anmelden', { customerNumber: c.customerNumber }, `als ${name(c)}`),
  ]);
  return `<section aria-labelledby="login"><h2 id="login">Anmeldung</h2>
<p id="login-state">${who}</p>
${view.customer ? actionButton('/mock/console/logout', 'Abmelden') : ''}
${table('Demo-Kunden', ['Kunde', 'Aktion'], rows, 'Keine Demo-Kunden.')}
</section>`;
}

function faultForm(view: ConsoleView): string {
  const keys = [
    option('*', '* (jede Anfrage)'),
    `<optgroup label="Operationen des Shops">${view.operations.map((o) => option(o)).join('')}</optgroup>`,
    `<optgroup label="Root-Felder der Schemas">${view.rootFields.map((f) => option(f)).join('')}</optgroup>`,
  ].join('');
  const effects = [
    `<optgroup label="GraphQL-Fehlercode (HTTP 200)">${[...CALL_CODES, ...MESSAGE_CODES].map((c) => option(c)).join('')}</optgroup>`,
    `<optgroup label="HTTP-Status">${FAULT_STATUSES.map((s) => option(`http:${s}`, `HTTP ${s}`)).join('')}</optgroup>`,
    `<optgroup label="Verzögerung">${option('delay', 'Verzögerung (Millisekunden unten)')}</optgroup>`,
  ].join('');
  return `<form method="post" action="/mock/console/faults/add" class="grid">
<label for="fault-key">Operation</label><select id="fault-key" name="key">${keys}</select>
<label for="fault-effect">Wirkung</label><select id="fault-effect" name="effect">${effects}</select>
<label for="fault-delay">Verzögerung in ms</label><input id="fault-delay" name="delay" type="number" min="0" max="60000" value="300">
<label for="fault-count">Anzahl (leer: immer)</label><input id="fault-count" name="count" type="number" min="1">
<button type="submit">Szenario hinzufügen</button>
</form>
<form method="post" action="/mock/console/faults/add" class="grid">
<label for="fault-rule">Regel als Text</label><input id="fault-rule" name="rule" required placeholder="productById=REQUEST_TIMEOUT*1" aria-describedby="fault-rule-hint">
<p id="fault-rule-hint" class="hint">Format des Cookies <code>mock_faults</code>, z. B. <code>HomePageQuery=http:429@2*3</code> oder <code>basket=field:INTERNAL_SERVER_ERROR</code>.</p>
<button type="submit">Regel hinzufügen</button>
</form>`;
}

function faultSection(view: ConsoleView): string {
  const rows = view.faults.rules.map((rule) => {
    const text = formatFaultRule(rule);
    return [
      `<code>${esc(text)}</code>`,
      esc(rule.times ?? 'immer'),
      actionButton('/mock/console/faults/remove', 'Entfernen', { rule: text }, text),
    ];
  });
  const broken = view.faults.error ? `<p class="error">Cookie <code>mock_faults</code> ist ungültig: ${esc(view.faults.error)}</p>` : '';
  const clear = rows.length > 0 || broken ? actionButton('/mock/console/faults/clear', 'Alle Szenarien entfernen') : '';
  return `<section aria-labelledby="faults"><h2 id="faults">Fehlerszenarien</h2>
${broken}${table('Aktive Fehlerszenarien', ['Regel', 'Anzahl', 'Aktion'], rows, 'Keine Fehlerszenarien aktiv.')}
${clear}
<h3>Neues Szenario</h3>
${faultForm(view)}
</section>`;
}

function requestSection(view: ConsoleView): string {
  const rows = view.requests.map((r) => [
    `<time>${esc(r.at)}</time>`,
    esc(r.endpoint),
    esc(r.operationName ?? '–'),
    esc(r.method),
    esc(r.status),
    esc(r.code ?? ''),
  ]);
  return `<section aria-labelledby="requests"><h2 id="requests">GraphQL-Anfragen (neueste zuerst)</h2>
${table('GraphQL-Anfragen', ['Zeit', 'API', 'Operation', 'Methode', 'Status', 'Fehlercode'], rows, 'Keine Anfragen aufgezeichnet.')}
${rows.length > 0 ? actionButton('/mock/console/requests/clear', 'Anfragen löschen') : ''}
</section>`;
}

function trackingSection(view: ConsoleView): string {
  const rows = view.tracking.map((t) => [
    `<time>${esc(t.at)}</time>`,
    esc(t.mutation),
    `<code>${esc(JSON.stringify(t.arguments))}</code>`,
    esc(t.customerNumber ?? 'Gast'),
  ]);
  return `<section aria-labelledby="tracking"><h2 id="tracking">Tracking-Aufrufe (neueste zuerst)</h2>
${table('Tracking-Aufrufe', ['Zeit', 'Aufruf', 'Argumente', 'Kunde'], rows, 'Keine Tracking-Aufrufe aufgezeichnet.')}
${rows.length > 0 ? actionButton('/mock/console/tracking/clear', 'Tracking-Aufrufe löschen') : ''}
</section>`;
}

function stateSection(view: ConsoleView): string {
  const rows = view.stateKeys.map((key) => [
    esc(stateLabel(key)),
    `<code>${esc(key)}</code>`,
    actionButton('/mock/console/state/reset', 'Zurücksetzen', { key }, stateLabel(key)),
  ]);
  return `<section aria-labelledby="state"><h2 id="state">Zustand dieses Besuchers</h2>
${table('Zustand', ['Bereich', 'Schlüssel', 'Aktion'], rows, 'Kein gespeicherter Zustand.')}
<p class="hint">Bestellungen eines Kundenkontos gehören dem Konto (allen seinen Besuchern) und bleiben.</p>
${actionButton('/mock/console/state/reset', 'Alles zurücksetzen (auch Anfragen und Zähler)', { key: '*' })}
</section>`;
}

function previewSection(view: ConsoleView): string {
  return `<section aria-labelledby="preview"><h2 id="preview">Inhaltsvorschau</h2>
<p id="preview-state">Vorschau ist ${view.preview ? 'an' : 'aus'} (Cookie <code>shop_preview</code>).</p>
${actionButton('/mock/console/preview', view.preview ? 'Vorschau ausschalten' : 'Vorschau einschalten', { on: view.preview ? '0' : '1' })}
</section>`;
}

export function consolePage(view: ConsoleView): string {
  const text = view.notice !== null && Object.hasOwn(NOTICES, view.notice) ? NOTICES[view.notice] : undefined;
  const notice = text ? `<p role="status" class="notice">${esc(text)}</p>` : '';
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mock-Konsole</title>
<link rel="stylesheet" href="/mock/console.css">
<script src="/mock/console.js"></script>
</head>
<body>
<header><h1>Mock-Konsole</h1><p>Besucher <code>${esc(view.visitorId)}</code> · <a href="/">Zum Shop</a></p></header>
<main>
${notice}
${loginSection(view)}
${faultSection(view)}
${requestSection(view)}
${trackingSection(view)}
${stateSection(view)}
${previewSection(view)}
</main>
</body>
</html>`;
}
