import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../../src/views/AlternateLinks.tsx';
import { itemPreloadHrefs } from '../../src/views/itemPreloads.ts';
import type { Data } from './+data.ts';

// https://vike.dev/Head — description and canonical URL from the page entry, the page in the
// sister shops; the scripts of the entry's item components load with the page.
export default function Head() {
  const pageContext = usePageContext();
  const { description, canonicalPath, items } = useData<Data>();
  return (
    <>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={pageContext.shop.host + canonicalPath} />
      <AlternateLinks path={canonicalPath} />
      {itemPreloadHrefs(pageContext, items?.leadTypes ?? []).map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
