import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it, vi } from 'vitest';
import { createMockShopEnvironment } from '../../../relay/mockEnvironment.ts';
import type { ReviewsContentQuery as QueryType } from './__generated__/ReviewsContentQuery.graphql.ts';
import ReviewsContent, { query } from './ReviewsContent.tsx';
import { withModalDialogs } from '../../../../tests/component/dialogs.ts';

withModalDialogs();

const mocks = {
  ReviewStatistics: () => ({ totalReviewCount: 12, ratingStatistics: { ratingDistribution: [{ rating: 5, count: 12 }] } }),
  ReviewDisplay: () => ({ totalCount: 12, page: 1, pageCount: 3, reviews: [{ id: 'r1' }, { id: 'r2' }] }),
};

function renderReviews(locale = 'de-DE') {
  const environment = createMockShopEnvironment(mocks);
  const execute = vi.spyOn(environment.getNetwork(), 'execute');
  const variables = {
    productId: 'P1',
    locale,
    input: { productId: 'P1', locale, sort: 'newest', page: 1, pageSize: 5 },
  } as const;
  const ref = loadQuery<QueryType>(environment, query, variables);
  render(
    <VikeReactProviderPageContext pageContext={{ shop: { locale } } as unknown as PageContext}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="…">
          <ReviewsContent initialQueryRef={ref} productId="P1" locale={locale} />
        </Suspense>
      </RelayEnvironmentProvider>
    </VikeReactProviderPageContext>,
  );
  const sorts = () => execute.mock.calls.map(([, vars]) => (vars.input as { sort: string }).sort);
  return { sorts };
}

// The sort modal is the only dialog here (all reviews' own modal is ReviewModals'); its name
// comes with its content, which renders only while open.
const sortDialog = () => document.querySelector('dialog')!;

describe('the review sort modal', () => {
  it('opens over all reviews from the sort button, sorts the list and returns to it', async () => {
    history.replaceState(null, '', '/p/1#ratings');
    const { sorts } = renderReviews();
    const opener = await screen.findByRole('button', { name: 'Sortieren: Neueste zuerst' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(sortDialog().open).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Bewertungen sortieren', hidden: true })).toBe(sortDialog());
    expect(location.hash).toBe('#ratings,review-sort');
    const options = within(sortDialog())
      .getAllByRole('button', { hidden: true })
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(options.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Neueste zuerst', 'true'],
      ['Hilfreichste zuerst', 'false'],
      ['Beste Bewertung zuerst', 'false'],
      ['Schlechteste Bewertung zuerst', 'false'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Beste Bewertung zuerst', hidden: true }));
    // Back to the reviews: the sort modal's history step is gone, the list loads in that order.
    await waitFor(() => expect(location.hash).toBe('#ratings'));
    await waitFor(() => expect(sortDialog().open).toBe(false));
    expect(sorts()).toEqual(['newest', 'ratingDescending']);
    const changed = await screen.findByRole('button', { name: 'Sortieren: Beste Bewertung zuerst' });
    expect(document.activeElement).toBe(changed);
  });

  it('closes with Escape without a new order, and leaves all reviews open', async () => {
    history.replaceState(null, '', '/p/1#ratings,review-sort');
    const { sorts } = renderReviews();
    await waitFor(() => expect(sortDialog().open).toBe(true));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void sortDialog().dispatchEvent(cancel));
    await waitFor(() => expect(sortDialog().open).toBe(false));
    expect(location.hash).toBe('#ratings');
    expect(sorts()).toEqual(['newest']);
    expect(screen.getByRole('button', { name: 'Sortieren: Neueste zuerst' })).toBeTruthy();
  });
});

describe('the reviews in another shop', () => {
  it("filter, sort and page in the shop's language", async () => {
    history.replaceState(null, '', '/p/1#ratings');
    renderReviews('cs-CZ');
    expect(await screen.findByRole('button', { name: 'Řadit: Od nejnovějších' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filtrovat podle hvězdiček' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vše (12)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '5 hvězdiček (12)' })).toBeTruthy();
  });
});
