import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import type { Data } from './+data.ts';

// https://vike.dev/Head — description and canonical URL from the page entry.
export default function Head() {
  const { shop } = usePageContext();
  const { description, canonicalPath } = useData<Data>();
  return (
    <>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={shop.host + canonicalPath} />
    </>
  );
}
