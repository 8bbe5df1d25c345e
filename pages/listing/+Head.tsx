import { useData } from 'vike-react/useData';
import { pathOf } from '../../src/shop/tenant/alternates.ts';
import { AlternateLinks } from '../../src/views/AlternateLinks.tsx';
import type { Data } from './+data.ts';

// https://vike.dev/Head — added to the shop's head (robots, theme): the listing's canonical URL
// and the listing in the sister shops.
export default function Head() {
  const { canonical } = useData<Data>();
  return (
    <>
      <link rel="canonical" href={canonical} />
      <AlternateLinks path={pathOf(canonical)} />
    </>
  );
}
