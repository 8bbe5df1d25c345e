import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../../tests/component/dialogs.ts';
import ConsentPanel from './ConsentPanel.tsx';
import { CONSENT_ATTRIBUTE, CONSENT_SCRIPT, consentCookieAtLoad } from './consentScript.ts';

withModalDialogs();
const shop = { host: 'https://www.hansebrueck.de', locale: 'de-DE' };
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ basePath: '', shop }) }));
// The banner becomes modal after the next paint: here at once.
vi.mock('../../ui/lazy/yieldToMain.ts', async () => (await import('../../ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

const runHeadScript = () => new Function(CONSENT_SCRIPT)();

afterEach(() => {
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  document.cookie = 'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.body.innerHTML = '';
});

describe('the head script', () => {
  it('marks the page of a visitor with a consent cookie, before anything paints', () => {
    document.cookie = 'other=1';
    document.cookie = 'consent=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0';
    runHeadScript();
    expect(consentCookieAtLoad()).toBe(true);
  });

  it('leaves the page of a first visit, and of a cookie that only ends in the name, alone', () => {
    document.cookie = 'noconsent=1';
    runHeadScript();
    expect(consentCookieAtLoad()).toBe(false);
  });
});

describe('<ConsentPanel> from the server', () => {
  it('is an open dialog whose buttons wait for the scripts, and becomes modal and usable once hydrated', async () => {
    const html = renderToString(<ConsentPanel />);
    expect(html).toMatch(/<dialog[^>]* open=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    expect(accept).toHaveProperty('disabled', true);

    let modal = false;
    const dialog = container.querySelector('dialog')!;
    dialog.showModal = () => {
      // The browser refuses to make an open dialog modal: the server's copy must be closed first.
      if (dialog.open) throw new DOMException('already open', 'InvalidStateError');
      dialog.setAttribute('open', '');
      modal = true;
    };
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, '');
    await act(async () => {
      hydrateRoot(container, <ConsentPanel />);
    });
    expect(modal).toBe(true);
    expect(dialog.open).toBe(true);
    expect(accept).toHaveProperty('disabled', false);
    // Shown although the head's script had found a consent cookie (one of the wrong form).
    expect(consentCookieAtLoad()).toBe(false);
  });
});

describe('<ConsentPanel> in a Czech shop', () => {
  it('asks in Czech, with the formal address', async () => {
    shop.locale = 'cs-CZ';
    try {
      await act(async () => {
        render(<ConsentPanel />);
      });
      expect(screen.getByRole('heading', { name: 'Používáme cookies' })).toBeTruthy();
      expect(screen.getByText(/S Vaším souhlasem používáme cookies/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Přijmout vše' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'zásadách ochrany osobních údajů' }).getAttribute('href')).toBe(
        '/content/datenschutzhinweise',
      );
    } finally {
      shop.locale = 'de-DE';
    }
  });
});
