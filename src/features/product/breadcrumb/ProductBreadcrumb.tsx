import { graphql, useFragment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Breadcrumb } from '../../../ui/Breadcrumb.tsx';
import type { ProductBreadcrumb_product$key } from './__generated__/ProductBreadcrumb_product.graphql.ts';

/** The categories down to the product, ending with its name; the in-store display has none. */
export function ProductBreadcrumb({ product }: { product: ProductBreadcrumb_product$key }) {
  const data = useFragment(
    graphql`
      fragment ProductBreadcrumb_product on Product {
        id
        name
        breadcrumb {
          name
          path
        }
      }
    `,
    product,
  );
  const { runtime } = usePageContext();
  if (runtime === 'store') return null;
  return <Breadcrumb items={data.breadcrumb} current={{ name: data.name, path: `/p/${data.id}` }} />;
}
