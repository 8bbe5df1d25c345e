import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../../src/views/AlternateLinks.tsx';
import type { Data } from './+data.ts';

// https://vike.dev/Head — the canonical URL and description of the product for search engines,
// and the product in the sister shops.
export default function Head() {
  const { shop } = usePageContext();
  const { description, canonicalPath } = useData<Data>();
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={shop.host + canonicalPath} />
      <AlternateLinks path={canonicalPath} />
    </>
  );
}
