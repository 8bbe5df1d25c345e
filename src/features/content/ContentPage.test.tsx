import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mock-server/app.ts';
import { ContentEnvironmentContext } from '../../relay/contentEnvironment.tsx';
import { getDataIdFor } from '../../relay/dataId.ts';
import { consentOf, formatConsent } from '../../shop/privacy/consent.ts';
import { ContentPage } from './ContentPage.tsx';
import { CONTENT_ITEM_TYPES, preloadItems } from './itemRegistry.ts';

// Content pages rendered from the mock's real content entries, fetched in-process.
const mock = createMockServer();

function contentEnvironment() {
  const network = Network.create(async (request, variables) => {
    const response = await mock.fetch(
      new Request('http://localhost/content/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer mock-content-token' },
        body: JSON.stringify({ query: request.text, variables }),
      }),
    );
    return (await response.json()) as GraphQLResponse;
  });
  return new Environment({ network, store: new Store(new RecordSource()), getDataID: getDataIdFor('content') });
}

async function renderPage(pageType: 'content' | 'inspiration' | 'outfit', slug: string) {
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://shop.example' },
    basePath: '',
    urlPathname: `/${pageType}/${slug}`,
    clientApi: {},
  } as unknown as PageContext;
  render(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ContentEnvironmentContext value={contentEnvironment()}>
        <Suspense fallback="…">
          <ContentPage variables={{ slug, pageType, locale: 'de-DE', preview: false }} />
        </Suspense>
      </ContentEnvironmentContext>
    </VikeReactProviderPageContext>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('content page', () => {
  // As the page does before it renders: the item components are loaded first.
  beforeAll(() => preloadItems(CONTENT_ITEM_TYPES), 30_000);
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('leaves out misconfigured items with their warning; a javascript: link stays text', async () => {
    // Every observed element is in view at once; the iFrame reports one 'iFrameView'.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        callback: (entries: { isIntersecting: boolean }[]) => void;
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          this.callback = callback;
        }
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    window.dataLayer = [];
    document.cookie = `consent=${formatConsent(consentOf('all'))}`;
    await renderPage('content', 'kundenservice');
    const frame = screen.getByTitle('Paketshop in Ihrer Nähe finden');
    expect(frame.tagName).toBe('IFRAME');
    await vi.waitFor(() =>
      expect((window.dataLayer ?? []).filter((event) => (event as { event: string }).event === 'iFrameView')).toEqual([
        { event: 'iFrameView', iFrame: { name: 'paketshop_finder', url: 'https://paketshop-finder.example/embed?country=DE' } },
      ]),
    );
    vi.unstubAllGlobals();
    expect(screen.queryByRole('button', { name: 'Rückruf anfordern' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('ActionButton with unsupported type detected (actionbutton-rueckruf)');
    expect(warn).toHaveBeenCalledWith('Failed to render Linkbox (linkbox-kaputt)');
    expect(screen.getByText('Formular öffnen').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Safety Gate der EU/ }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('navigation', { name: 'Hilfethemen' })).toBeTruthy();
  });

  it('opens the accordion section of defaultIndex (counted from 1)', async () => {
    await renderPage('content', 'faqs');
    const first = screen.getByText('Wie kann ich bestellen?').closest('details');
    const second = screen.getByText('Kann ich meine Bestellung noch ändern?').closest('details');
    expect(first?.open).toBe(true);
    expect(second?.open).toBe(false);
  });

  it('videos play muted and looping; the button pauses and resumes them', async () => {
    // jsdom plays nothing: the element reports what a browser playing it would.
    const state = new WeakMap<HTMLMediaElement, boolean>();
    const paused = vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return state.get(this) ?? false;
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      state.set(this, true);
      this.dispatchEvent(new Event('pause'));
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      state.set(this, false);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    await renderPage('content', 'rueckgabe');
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('poster')).toMatch(/\.jpg$/);
    await userEvent.click(screen.getByRole('button', { name: 'Video anhalten' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Video abspielen' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Video abspielen' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Video anhalten' }).getAttribute('aria-pressed')).toBe('false');
    for (const spy of [paused, pause, play]) spy.mockRestore();
  });

  it('a table of up to 3 columns uses the wide layout; rich-text h1 becomes h2', async () => {
    await renderPage('content', 'datenschutzhinweise');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const table of screen.getAllByRole('table')) {
      const columns = within(table).getAllByRole('row')[0]!.children.length;
      expect(table.hasAttribute('data-wide')).toBe(columns <= 3);
    }
    await act(async () => {});
  });
});
