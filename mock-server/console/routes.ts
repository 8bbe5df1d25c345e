import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PersistedQueries } from '../app.ts';
import { allCustomers, CUSTOMERS } from '../data/customers.ts';
import { clearTracking, trackingCalls } from '../domains/recommendations/tracking.ts';
import { FaultSpecError } from '../faults/format.ts';
import { resetVisitor, visitorFor, type VisitorState } from '../sessions/store.ts';
import { readCookie } from '../sessions/visitor.ts';
import { addFault, activeFaults, clearFaults, removeFault, ruleFromForm } from './faults.ts';
import {
  backToConsole,
  endedSessionCookies,
  expireCookie,
  isSameOrigin,
  PREVIEW_COOKIE,
  sessionCookies,
  setCookie,
  visitorOf,
} from './http.ts';
import { operationNames, rootFieldNames } from './options.ts';
import { isLoginFramePath, serveLoginFrame } from './loginFrame.ts';
import { consolePage } from './page.ts';
import { loggedInCustomer, logIn, logOut } from './visitorState.ts';

// The mock console: GET /mock shows the visitor's mock state, forms POST to /mock/console/… and
// come back with 303, so it works without JavaScript and under any CSP.

export const CONSOLE_PATH = '/mock';
const ACTION_PREFIX = '/mock/console/';
const ASSETS: Record<string, { file: string; type: string }> = {
  '/mock/console.css': { file: 'console.css', type: 'text/css; charset=utf-8' },
  '/mock/console.js': { file: 'console.js', type: 'text/javascript; charset=utf-8' },
};

const isAsset = (pathname: string) => Object.hasOwn(ASSETS, pathname);

export const isConsolePath = (pathname: string) => pathname === CONSOLE_PATH || isAsset(pathname) || pathname.startsWith(ACTION_PREFIX);

// Its own policy: the page needs nothing but its stylesheet, its script and its forms.
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'self'; script-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

type Action = (form: FormData, request: Request, visitor: VisitorState) => { cookies?: string[]; notice: string };

const ACTIONS: Record<string, Action> = {
  login(form, request, visitor) {
    const token = logIn(visitor, String(form.get('customerNumber') ?? ''));
    if (token === null) return { notice: 'login-unknown' };
    return { cookies: sessionCookies(request, token), notice: 'login' };
  },
  logout(_, request, visitor) {
    logOut(request, visitor);
    return { cookies: endedSessionCookies(request), notice: 'logout' };
  },
  'faults/add'(form, request, visitor) {
    try {
      return { cookies: [addFault(request, visitor, ruleFromForm(form))], notice: 'fault-added' };
    } catch (error) {
      if (error instanceof FaultSpecError) return { notice: 'fault-invalid' };
      throw error;
    }
  },
  'faults/remove': (form, request, visitor) => ({
    cookies: [removeFault(request, visitor, String(form.get('rule') ?? ''))],
    notice: 'fault-removed',
  }),
  'faults/clear': (_, request, visitor) => ({ cookies: [clearFaults(request, visitor)], notice: 'faults-cleared' }),
  'requests/clear'(_, __, visitor) {
    visitor.requests.length = 0;
    return { notice: 'requests-cleared' };
  },
  'tracking/clear'(_, __, visitor) {
    clearTracking(visitor);
    return { notice: 'tracking-cleared' };
  },
  'state/reset'(form, _, visitor) {
    const key = String(form.get('key') ?? '');
    if (key === '*') resetVisitor(visitor);
    else visitor.data.delete(key);
    return { notice: 'state-reset' };
  },
  preview(form, request) {
    const on = form.get('on') === '1';
    return {
      cookies: [on ? setCookie(request, PREVIEW_COOKIE, '1') : expireCookie(request, PREVIEW_COOKIE)],
      notice: on ? 'preview-on' : 'preview-off',
    };
  },
};

let assets: Map<string, string> | undefined;
function asset(pathname: string): Response {
  const { file, type } = ASSETS[pathname]!;
  assets ??= new Map(Object.values(ASSETS).map((a) => [a.file, readFileSync(join(import.meta.dirname, a.file), 'utf8')]));
  return new Response(assets.get(file), { headers: { 'content-type': type, 'cache-control': 'no-cache' } });
}

async function act(request: Request, name: string): Promise<Response> {
  const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
  if (!action) return new Response('Not found', { status: 404 });
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  if (!isSameOrigin(request)) return new Response('Cross-site request refused', { status: 403 });
  const form = await request.formData().catch(() => new FormData());
  const who = visitorOf(request);
  const result = action(form, request, visitorFor(who.request));
  return backToConsole([...(who.setCookie ? [who.setCookie] : []), ...(result.cookies ?? [])], result.notice);
}

export function createConsole(persisted: PersistedQueries = {}) {
  // The lists do not change while the process runs; build them on the first page view.
  let options: { operations: string[]; rootFields: string[] } | undefined;
  const lists = () => (options ??= { operations: operationNames(persisted), rootFields: rootFieldNames() });

  function page(request: Request): Response {
    const who = visitorOf(request);
    const visitor = visitorFor(who.request);
    // The accounts' current copies: a demo customer's verification state may have changed.
    const demo = new Set(CUSTOMERS.map((c) => c.customerNumber));
    const html = consolePage({
      visitorId: who.id,
      customer: loggedInCustomer(request, visitor),
      demoCustomers: allCustomers().filter((c) => demo.has(c.customerNumber)),
      faults: activeFaults(request),
      ...lists(),
      requests: [...visitor.requests].reverse(),
      // Reading through trackingCalls would create the visitor's tracking state as a side effect.
      tracking: visitor.data.has('tracking') ? [...trackingCalls(visitor)].reverse() : [],
      stateKeys: [...visitor.data.keys()].sort(),
      preview: readCookie(request.headers.get('cookie'), PREVIEW_COOKIE) === '1',
      notice: new URL(request.url).searchParams.get('notice'),
    });
    const headers = new Headers(PAGE_HEADERS);
    if (who.setCookie) headers.append('set-cookie', who.setCookie);
    return new Response(html, { headers });
  }

  return {
    handles: (pathname: string) => isConsolePath(pathname) || isLoginFramePath(pathname),
    async fetch(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (isLoginFramePath(pathname)) return serveLoginFrame(request);
      if (isAsset(pathname)) return asset(pathname);
      if (pathname.startsWith(ACTION_PREFIX)) return act(request, pathname.slice(ACTION_PREFIX.length));
      if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET' } });
      return page(request);
    },
  };
}
