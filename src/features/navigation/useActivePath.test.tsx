import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageType } from '../../shop/page/pageType.ts';
import { REFERRER_KEY } from './referrerPath.ts';
import { useActivePath } from './useActivePath.ts';

let renders: string[] = [];
function ActivePath() {
  const path = useActivePath();
  renders.push(path);
  return <p>{path}</p>;
}

const page = (pageType: PageType, urlPathname: string) => (
  <VikeReactProviderPageContext pageContext={{ pageType, urlPathname, basePath: '' } as unknown as PageContext}>
    <ActivePath />
  </VikeReactProviderPageContext>
);

let container: HTMLElement;
let root: Root | undefined;
/** Server-renders the page, then hydrates it in the browser: the renders there, and the text after. */
async function hydrate(pageType: PageType, urlPathname: string) {
  container.innerHTML = renderToString(page(pageType, urlPathname));
  renders = [];
  await act(async () => {
    root = hydrateRoot(container, page(pageType, urlPathname));
  });
  return { renders, text: container.textContent };
}

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  sessionStorage.clear();
});

describe('useActivePath', () => {
  it('on a listing, the page’s own path; hydration renders once, whatever the tab remembers', async () => {
    sessionStorage.setItem(REFERRER_KEY, '/herren-mode');
    expect(await hydrate('productListingPage', '/damen-mode/kleider')).toEqual({
      renders: ['/damen-mode/kleider'],
      text: '/damen-mode/kleider',
    });
  });

  it('on a product page, the listing the shopper came from, after hydration', async () => {
    sessionStorage.setItem(REFERRER_KEY, '/damen-mode/kleider');
    expect(await hydrate('productDetailPage', '/p/P100010')).toEqual({
      renders: ['/', '/damen-mode/kleider'],
      text: '/damen-mode/kleider',
    });
  });

  it('on a product page without a remembered listing, “/” from the start, rendered once', async () => {
    expect(await hydrate('productDetailPage', '/p/P100010')).toEqual({ renders: ['/'], text: '/' });
  });
});
