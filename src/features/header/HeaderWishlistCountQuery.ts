import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';

// The header badge's wishlist count alone, loaded again when the page becomes visible or the login
// changes (see src/shop/context/wishlistRefresh.ts). A chunk of its own: it is needed only then.
export const HeaderWishlistCountQuery = graphql`
  query HeaderWishlistCountQuery($locale: String!) {
    wishlist(locale: $locale) {
      id
      count
    }
  }
`;

/** Loads the count into the wishlist record the badge reads; a failure leaves the badge as it was. */
export function refreshWishlistCount(environment: Environment, locale: string): void {
  fetchQuery(environment, HeaderWishlistCountQuery, { locale }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
}
