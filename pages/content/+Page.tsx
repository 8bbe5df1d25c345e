import { useData } from 'vike-react/useData';
import { ContentPageView } from '../../src/views/ContentPageView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { variables } = useData<Data>();
  return <ContentPageView variables={variables} />;
}
