import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

// https://vike.dev/Head — added to the shop's head (robots, theme): the listing's canonical URL.
export default function Head() {
  const { canonical } = useData<Data>();
  return <link rel="canonical" href={canonical} />;
}
