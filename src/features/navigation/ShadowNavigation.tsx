import { graphql, useFragment } from 'react-relay';
import { usePageType } from '../../shop/page/usePageType.ts';
import { DeferredHydration } from '../../ui/lazy/DeferredHydration.tsx';
import { Link } from '../../ui/Link.tsx';
import type { ShadowNavigation_navigation$key } from './__generated__/ShadowNavigation_navigation.graphql.ts';
import { WithFrameNavigation } from './FrameNavigation.tsx';

// Listings have a category of their own and link their neighbourhood; other pages carry this list.
const WITH_CATEGORY = new Set(['productListingPage', 'categoryMatching']);

/**
 * Every category as a plain link (its title, else its name), for crawlers on pages without a
 * category. The list is `hidden`: it is in the HTML, but neither shown nor in the accessibility
 * tree, so screen-reader users do not meet a second, unstyled copy of the navigation
 * (a visually-hidden list would be read out in full, and aria-hidden links stay focusable).
 */
export function ShadowNavigation() {
  const pageType = usePageType();
  if (WITH_CATEGORY.has(pageType)) return null;
  // Only crawlers read it: the browser keeps the server's markup and never hydrates it, so the
  // list and its fragment are left out of the client bundle.
  return (
    <WithFrameNavigation>
      {(navigation) => <DeferredHydration>{import.meta.env.SSR ? <ShadowList navigation={navigation} /> : null}</DeferredHydration>}
    </WithFrameNavigation>
  );
}

function ShadowList({ navigation }: { navigation: ShadowNavigation_navigation$key }) {
  const data = useFragment(
    graphql`
      fragment ShadowNavigation_navigation on Navigation {
        categories {
          id
          name
          title
          path
          children {
            id
            name
            title
            path
            children {
              id
              name
              title
              path
            }
          }
        }
      }
    `,
    navigation,
  );
  const all = data.categories.flatMap((level1) => [level1, ...level1.children.flatMap((level2) => [level2, ...level2.children])]);
  return (
    <nav hidden data-testid="shadow-navigation">
      <ul>
        {all.map((category) => (
          <li key={category.id}>
            <Link href={category.path}>{category.title || category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
