import { useData } from 'vike-react/useData';
import { heading, page } from '../../src/features/service/styles.ts';
import { TrackingOptOutProvider } from '../../src/features/service/TrackingOptOutProvider.tsx';
import { TrackingOptOutResult } from '../../src/features/service/TrackingOptOutResult.tsx';
import type { Data } from './+data.ts';

export default function TrackingOptOutPage() {
  const { provider } = useData<Data>();
  return (
    <section className={page}>
      <h1 className={heading}>Widerspruch gegen Tracking</h1>
      <TrackingOptOutProvider>
        <TrackingOptOutResult provider={provider} />
      </TrackingOptOutProvider>
    </section>
  );
}
