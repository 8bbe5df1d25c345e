import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../ui/lazy/yieldToMain.testing.ts';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { personalKey } from '../../relay/personalData.ts';
import { HeaderTools } from './HeaderTools.tsx';
import { HeaderToolsQuery } from './HeaderToolsQuery.ts';

// The task after the one that ends hydration begins when the test says so.
vi.mock('../../ui/lazy/yieldToMain.ts', async () => (await import('../../ui/lazy/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

function renderTools(page: { loaded?: boolean } = {}) {
  const environment = createMockShopEnvironment({
    Client: () => ({ isLoggedIn: false }),
    Basket: () => ({ count: 3 }),
    Wishlist: () => ({ count: 0 }),
  });
  // What a personal page's +data would have loaded on the server: the records in the store.
  if (page.loaded)
    environment.commitPayload(createOperationDescriptor(getRequest(HeaderToolsQuery), { locale: 'de-DE' }), {
      client: { __typename: 'Client', id: 'client', isLoggedIn: true, customerNumber: '40512873' },
      basket: { __typename: 'Basket', id: 'basket', count: 2 },
      wishlist: { __typename: 'Wishlist', id: 'wishlist', count: 1 },
    });
  const execute = vi.spyOn(environment, 'execute');
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://www.example.de', code: 'shop' },
    runtime: 'shop',
    basePath: '',
    data: page.loaded ? { personal: { [personalKey('HeaderToolsQuery', { locale: 'de-DE' })]: 'loaded' } } : {},
  } as unknown as PageContext;
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <HeaderTools />
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
  return { execute, unmount: view.unmount };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('HeaderTools', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the personal counts in a task after the effects that follow hydration, then shows them', async () => {
    nextTask.reset();
    const { execute } = renderTools();
    await settle();
    expect(execute, 'not in the task of the effects after hydration').not.toHaveBeenCalled();
    await act(async () => nextTask.start());
    expect(execute).toHaveBeenCalledOnce();
    expect(await screen.findByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeTruthy();
    // The account tool says the login state in its name once the query has told it.
    expect(screen.getByRole('link', { name: 'Mein Konto, nicht angemeldet' })).toBeTruthy();
  });

  it('asks nothing when it goes away before that task', async () => {
    nextTask.reset();
    const { execute, unmount } = renderTools();
    unmount();
    await act(async () => nextTask.start());
    await settle();
    expect(execute).not.toHaveBeenCalled();
  });

  it("shows the counts a page's +data brought at once, without a request (usePersonalQuery)", async () => {
    nextTask.reset();
    const { execute } = renderTools({ loaded: true });
    expect(screen.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mein Konto, angemeldet' })).toBeTruthy();
    await act(async () => nextTask.start());
    await settle();
    expect(execute).not.toHaveBeenCalled();
  });
});
