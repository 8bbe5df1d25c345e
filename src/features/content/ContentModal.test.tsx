import { act, render, screen, waitFor } from '@testing-library/react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { ContentEnvironmentContext } from '../../relay/contentEnvironment.tsx';
import { ContentModal } from './ContentModal.tsx';
import { withModalDialogs } from '../../../tests/component/dialogs.ts';

withModalDialogs();

const contextOf = (locale: string) => ({ shop: { locale }, clientApi: {}, basePath: '' }) as unknown as PageContext;

/** A content API that answers when the test says so; it counts the requests. */
function contentApi() {
  const requests: string[] = [];
  let answer!: (response: GraphQLResponse | Error) => void;
  const network = Network.create((request) => {
    requests.push(request.name);
    return Observable.create<GraphQLResponse>((sink) => {
      answer = (response) => (response instanceof Error ? sink.error(response) : (sink.next(response), sink.complete()));
    });
  });
  return {
    requests,
    answer: (response: GraphQLResponse | Error) => answer(response),
    environment: new Environment({ network, store: new Store(new RecordSource()) }),
  };
}

function renderModal(environment: Environment, open: boolean, locale = 'de-DE') {
  if (open) history.replaceState(null, '', '/#shippingCostModal');
  render(
    <VikeReactProviderPageContext pageContext={contextOf(locale)}>
      <ContentEnvironmentContext value={environment}>
        <ContentModal id="shippingCostModal" contentKey="shippingCost" title="Versandkosten" />
      </ContentEnvironmentContext>
    </VikeReactProviderPageContext>,
  );
}

describe('<ContentModal> (shipping costs, legal hints)', () => {
  it('asks for its text only when it opens', () => {
    const api = contentApi();
    renderModal(api.environment, false);
    expect(api.requests).toEqual([]);
    expect(screen.queryByText('Wird geladen …')).toBeNull();
  });

  it("shows 'Wird geladen …' while there is neither text nor error, then the error state", async () => {
    const api = contentApi();
    renderModal(api.environment, true);
    // The loading text comes with the modal's text component (and its texts); then it asks.
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveProperty('textContent', 'Wird geladen …');
    await waitFor(() => expect(api.requests).toEqual(['ContentModalTextQuery']), { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    await act(async () => api.answer(new Error('content API down')));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    expect(screen.queryByText('Wird geladen …')).toBeNull();
  });

  it("loads in the shop's language: a Slovak modal says so in Slovak", async () => {
    const api = contentApi();
    renderModal(api.environment, true, 'sk-SK');
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveProperty('textContent', 'Načítava sa …');
  });
});
