import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

// https://vike.dev/Head — one canonical URL per term: filters, sort and origins are views of it.
export default function Head() {
  const { term } = useData<Data>();
  const { shop } = usePageContext();
  if (!term) return null;
  const url = new URL('/search', shop.host);
  url.searchParams.set('q', term);
  return <link rel="canonical" href={url.href} />;
}
