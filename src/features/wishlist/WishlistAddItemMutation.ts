import { graphql } from 'react-relay';

// The new item joins the wishlist record in the updater (wishlistUpdaters.ts).
export const WishlistAddItemMutation = graphql`
  mutation WishlistAddItemMutation($productId: ID!, $locale: String!, $isTargetingAllowed: Boolean!) {
    addWishlistItem(productId: $productId, locale: $locale, isTargetingAllowed: $isTargetingAllowed) {
      id
      addedAt
      product {
        id
      }
    }
  }
`;
