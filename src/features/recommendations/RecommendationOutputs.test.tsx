import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { RefObject } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockShopEnvironment } from '../../relay/mockEnvironment.ts';
import type { SliderPlacement } from '../../ui/slidesPerView.ts';
import RecommendationOutputs from './RecommendationOutputs.tsx';

function renderOutputs(placement: SliderPlacement, products: number = 3, box: RefObject<Element | null> = { current: null }) {
  const environment = createMockShopEnvironment({
    GkAirOutput: () => ({ outputId: '1', title: 'Passend dazu', products: Array.from({ length: products }, () => ({})) }),
    GkAirProduct: () => ({ trackingToken: 'svc|1|g|c|e', outfitID: null, categoryPath: null }),
  });
  const pageContext = {
    shop: { locale: 'de-DE', host: 'https://www.example.de', code: 'shop' },
    runtime: 'shop',
    basePath: '',
  } as unknown as PageContext;
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <RecommendationOutputs
          name="content"
          request={{ serviceId: 'homepage', parameters: [], outputs: [['1']] }}
          placement={placement}
          saleBadgesOnly
          placeholder={<p>Platzhalter</p>}
          show
          visitor={() => ({ sessionId: 's', userId: null, trackingConsent: false })}
          box={box}
        />
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('RecommendationOutputs skip links', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a product carousel with a link past its tiles that focuses the carousel end and centres it', async () => {
    const view = renderOutputs('recommendation');
    await settle();
    const skip = await screen.findByRole('link', { name: 'Produktempfehlungen überspringen' });
    expect(screen.queryByRole('link', { name: 'Kategorieempfehlungen überspringen' })).toBeNull();
    const end = view.container.querySelector<HTMLElement>('[data-reco-end]')!;
    const scroll = vi.fn();
    end.scrollIntoView = scroll;
    fireEvent.click(skip);
    expect(document.activeElement).toBe(end);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
    // The link comes before the tiles, the end after them.
    const tiles = view.container.querySelectorAll('article');
    expect(tiles.length).toBe(3);
    expect(skip.compareDocumentPosition(tiles[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(end.compareDocumentPosition(tiles[2]!) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('names assortment cards a category recommendation', async () => {
    renderOutputs('assortment');
    await settle();
    expect(await screen.findByRole('link', { name: 'Kategorieempfehlungen überspringen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Produktempfehlungen überspringen' })).toBeNull();
  });
});

describe('RecommendationOutputs without products', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the placeholders while what follows the place is on the screen, and empties it once nothing is', async () => {
    let report: (isIntersecting: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = (isIntersecting) =>
            act(() => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const box = { current: document.createElement('div') };
    renderOutputs('recommendation', 0, box);
    await settle();
    report(false);
    expect(screen.getByText('Platzhalter')).toBeTruthy();
    report(true);
    expect(screen.queryByText('Platzhalter')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
