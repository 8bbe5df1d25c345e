import { customerByEmail } from '../data/customers.ts';
import { visitorFor } from '../sessions/store.ts';
import { esc } from './html.ts';
import { isSameOrigin, visitorOf } from './http.ts';
import { logIn } from './visitorState.ts';

// A stand-in for the identity provider's login frame (LOGIN_FRAME_URL), so the shop's frame login
// works and is testable offline. It speaks the frame's protocol (src/features/account/loginFrame.ts):
// after a login it posts { type: 'shop:login', token, customerNumber } to the page around it, and
// its cancel button posts { type: 'shop:cancel' }. The demo customers log in with their e-mail and
// password; the token is the one the login mutation answers, and the login acts for the caller's
// visitor as the mutation does.

export const LOGIN_FRAME_PATH = '/mock/login-frame';
const SCRIPT_PATH = '/mock/login-frame.js';
const STYLE_PATH = '/mock/login-frame.css';

export const isLoginFramePath = (pathname: string) => pathname === LOGIN_FRAME_PATH || pathname === SCRIPT_PATH || pathname === STYLE_PATH;

// The page around the frame is the shop's; the frame posts to the origin of its parent (only
// Chromium says which that is; elsewhere the shop's own, where the mock's paths are served).
const SCRIPT = `(() => {
  const parentOrigin = (location.ancestorOrigins && location.ancestorOrigins[0]) || location.origin;
  const login = document.querySelector('[data-login]');
  if (login && window.parent !== window) window.parent.postMessage({ type: 'shop:login', ...JSON.parse(login.dataset.login) }, parentOrigin);
  const cancel = document.querySelector('[data-cancel]');
  if (cancel) cancel.addEventListener('click', () => window.parent.postMessage({ type: 'shop:cancel' }, parentOrigin));
})();
`;

const STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #222; }
main { max-width: 24rem; margin: 0 auto; padding: 1rem; }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
.provider { margin: 0 0 1rem; color: #555; font-size: 0.875rem; }
label { display: block; margin: 0 0 1rem; font-weight: 600; }
input { display: block; box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem; border: 1px solid #767676; border-radius: 4px; font: inherit; }
.error { padding: 0.5rem 0.75rem; border-left: 4px solid #b00020; background: #fdecee; color: #7a0016; }
.actions { display: flex; gap: 0.75rem; }
button { padding: 0.5rem 1rem; border: 1px solid #222; border-radius: 4px; background: #fff; color: #222; font: inherit; cursor: pointer; }
button[type='submit'] { background: #222; color: #fff; }
`;

// Its own policy: its stylesheet, its script and its form; any page may frame it (the shop's
// origin differs from the mock service's).
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'self'; script-src 'self'; form-action 'self'; base-uri 'none'",
};

type View =
  { kind: 'form'; email: string; failed: boolean } | { kind: 'register' } | { kind: 'done'; token: string; customerNumber: string };

function html(view: View): string {
  const body =
    view.kind === 'done'
      ? `<main data-login="${esc(JSON.stringify({ token: view.token, customerNumber: view.customerNumber }))}"><h1>Angemeldet</h1><p role="status">Sie sind angemeldet und werden zum Shop zurückgebracht.</p></main>`
      : view.kind === 'register'
        ? `<main><h1>Registrieren</h1><p class="provider">Test-Anmeldedienst des Mock-Servers</p><p>Die Registrierung bietet der Test-Anmeldedienst nicht an.</p><div class="actions"><button type="button" data-cancel>Abbrechen</button></div></main>`
        : `<main><h1>Anmelden</h1><p class="provider">Test-Anmeldedienst des Mock-Servers</p>${
            view.failed ? '<p class="error" role="alert">Die E-Mail-Adresse oder das Passwort ist nicht korrekt.</p>' : ''
          }<form method="post" action="${LOGIN_FRAME_PATH}?action=login"><label>E-Mail-Adresse<input type="email" name="email" autocomplete="username" required value="${esc(
            view.email,
          )}"></label><label>Passwort<input type="password" name="password" autocomplete="current-password" required></label><div class="actions"><button type="submit">Anmelden</button><button type="button" data-cancel>Abbrechen</button></div></form></main>`;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anmeldung – Test-Anmeldedienst</title><link rel="stylesheet" href="${STYLE_PATH}"><script src="${SCRIPT_PATH}" defer></script></head><body>${body}</body></html>`;
}

function page(view: View, setCookie?: string): Response {
  const headers = new Headers(PAGE_HEADERS);
  if (setCookie) headers.append('set-cookie', setCookie);
  // A refused login is a page like any other (the frame shows it), as with the real provider.
  return new Response(html(view), { headers });
}

async function logInWithForm(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return new Response('Cross-site request refused', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get('email') ?? '').trim();
  const customer = customerByEmail(email);
  const who = visitorOf(request);
  if (!customer || customer.password !== String(form.get('password') ?? ''))
    return page({ kind: 'form', email, failed: true }, who.setCookie);
  const token = logIn(visitorFor(who.request), customer.customerNumber)!;
  return page({ kind: 'done', token, customerNumber: customer.customerNumber }, who.setCookie);
}

/** GET the frame (?action=login|register), POST its form; its script and stylesheet. */
export async function serveLoginFrame(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === SCRIPT_PATH)
    return new Response(SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
  if (url.pathname === STYLE_PATH)
    return new Response(STYLE, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' } });
  if (request.method === 'POST') return logInWithForm(request);
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } });
  return page(url.searchParams.get('action') === 'register' ? { kind: 'register' } : { kind: 'form', email: '', failed: false });
}
