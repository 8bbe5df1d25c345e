import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../ui/yieldToMain.testing.ts';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import { HeaderTools } from './HeaderTools.tsx';

// The task after the one that ends hydration begins when the test says so.
vi.mock('../../ui/yieldToMain.ts', async () => (await import('../../ui/yieldToMain.testing.ts')).yieldToMainOpenedByTest);

function renderTools() {
  const environment = createMockShopEnvironment({
    Client: () => ({ isLoggedIn: false }),
    Basket: () => ({ count: 3 }),
    Wishlist: () => ({ count: 0 }),
  });
  const execute = vi.spyOn(environment, 'execute');
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://www.example.de', code: 'shop' },
    runtime: 'shop',
    basePath: '',
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
});
