// usePersonalQuery (src/relay) with the basket's query: here, since src/relay may not import features.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type PayloadData,
} from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../relay/apiError.ts';
import { getDataIdFor } from '../../relay/dataId.ts';
import type { PersonalOutcome } from '../../relay/personalData.ts';
import { PersonalQuery } from '../../relay/usePersonalQuery.tsx';
import { LOGIN_CHANGED } from '../../shop/context/loginMarker.ts';
import type { BasketScreenQuery as QueryType } from './__generated__/BasketScreenQuery.graphql.ts';
import { BasketScreenQuery } from './BasketScreenQuery.ts';

const answer = (count: number): { data: PayloadData } => ({
  data: {
    basket: {
      __typename: 'Basket',
      id: 'basket',
      count,
      items: [],
      freeGift: null,
      hints: [],
      totals: {
        currency: 'EUR',
        articles: 0,
        shipping: 0,
        freight: 0,
        cashOnDelivery: 0,
        express: 0,
        instalmentSurcharge: 0,
        paymentPauseSurcharge: 0,
        voucherDiscount: 0,
        disposalService: 0,
        total: 0,
      },
      limits: { minOrderValue: 0, basketMaxItems: 50 },
      loyaltyPoints: 0,
      shippingFlatRate: { amount: 0, validUntil: null, expiredOn: null },
      disposalService: null,
    },
  },
});

/** An environment whose requests wait until the test answers them. */
function setup(outcome?: PersonalOutcome, serverCount?: number, options: { refreshOnFocus?: boolean; refreshOnLogin?: boolean } = {}) {
  const pending: Array<{ resolve: (response: GraphQLResponse) => void; reject: (error: unknown) => void }> = [];
  const requests = vi.fn();
  const network = Network.create(
    (request) =>
      new Promise<GraphQLResponse>((resolve, reject) => {
        requests(request.name);
        pending.push({ resolve, reject });
      }),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()), getDataID: getDataIdFor('shop') });
  // What +data loaded on the server: its records in the store before the render.
  if (serverCount !== undefined)
    environment.commitPayload(createOperationDescriptor(getRequest(BasketScreenQuery), {}), answer(serverCount).data);
  const pageContext = { data: outcome ? { personal: { 'BasketScreenQuery {}': outcome } } : {} } as unknown as PageContext;
  const onRefused = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <PersonalQuery<QueryType>
          query={BasketScreenQuery}
          variables={{}}
          skeleton={<p>lädt</p>}
          failure={(retry) => <button onClick={retry}>Erneut versuchen</button>}
          onRefused={onRefused}
          {...options}
        >
          {(queryRef) => <Count queryRef={queryRef} />}
        </PersonalQuery>
      </VikeReactProviderPageContext>
    </RelayEnvironmentProvider>,
  );
  const next = async (settle: (request: (typeof pending)[number]) => void) => {
    await act(async () => settle(pending.shift()!));
  };
  return { requests, next, onRefused };
}

function Count({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const data = usePreloadedQuery<QueryType>(BasketScreenQuery, queryRef);
  return <p>{data.basket?.count} Artikel</p>;
}

describe('usePersonalQuery / PersonalQuery', () => {
  it('shows what the server loaded at once, with no request', () => {
    const { requests } = setup('loaded', 3);
    expect(screen.getByText('3 Artikel')).toBeTruthy();
    expect(screen.queryByText('lädt')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
  });

  it('loads again when the window regains focus, so two tabs converge', async () => {
    const { requests, next } = setup('loaded', 3);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(requests).toHaveBeenCalledTimes(1);
    await next((request) => request.resolve(answer(5)));
    expect(screen.getByText('5 Artikel')).toBeTruthy();
  });

  it('loads again on a login change where asked to, and not on focus where told not to', async () => {
    const { requests, next } = setup('loaded', 3, { refreshOnFocus: false, refreshOnLogin: true });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(requests).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event(LOGIN_CHANGED)));
    expect(requests).toHaveBeenCalledTimes(1);
    await next((request) => request.resolve(answer(4)));
    expect(screen.getByText('4 Artikel')).toBeTruthy();
  });

  it("without the server's records, shows the skeleton and loads in the browser", async () => {
    const { requests, next } = setup();
    expect(screen.getByText('lädt')).toBeTruthy();
    expect(requests).toHaveBeenCalledTimes(1);
    await next((request) => request.resolve(answer(2)));
    expect(await screen.findByText('2 Artikel')).toBeTruthy();
  });

  it('shows the failure the server met, and its retry loads in the browser', async () => {
    const { requests, next } = setup('failed');
    expect(requests).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(requests).toHaveBeenCalledTimes(1);
    await next((request) => request.resolve(answer(1)));
    expect(await screen.findByText('1 Artikel')).toBeTruthy();
  });

  it('a failed load in the browser shows the failure; a refused token goes to onRefused instead', async () => {
    const failing = setup();
    await failing.next((request) =>
      request.reject(new ApiError({ operationName: 'BasketScreenQuery', code: 'INTERNAL_SERVER_ERROR', status: 500 })),
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(failing.onRefused).not.toHaveBeenCalled();

    document.body.innerHTML = '';
    const refused = setup('refused');
    await refused.next((request) =>
      request.reject(new ApiError({ operationName: 'BasketScreenQuery', code: 'UNAUTHENTICATED', status: 401 })),
    );
    expect(refused.onRefused).toHaveBeenCalledTimes(1);
  });
});
