import { graphql } from 'react-relay';

// Answers the removed item's id; the updater takes it out of the wishlist record.
export const WishlistRemoveItemMutation = graphql`
  mutation WishlistRemoveItemMutation($itemKey: ID!, $locale: String!, $isTargetingAllowed: Boolean!) {
    removeWishlistItem(itemKey: $itemKey, locale: $locale, isTargetingAllowed: $isTargetingAllowed)
  }
`;
