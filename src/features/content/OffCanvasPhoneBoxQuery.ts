import { graphql } from 'react-relay';

// The off-canvas menu's phone box (spec: query offcanvas); loaded only while the menu is open.
export const OffCanvasPhoneBoxQuery = graphql`
  query OffCanvasPhoneBoxQuery($locale: String!, $preview: Boolean!) {
    phoneBoxCollection(where: { useInOffCanvasNavigation_contains: "true" }, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        ...OffCanvasPhoneBoxContent_phoneBox
      }
    }
  }
`;
