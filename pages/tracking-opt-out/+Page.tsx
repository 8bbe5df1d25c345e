import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { heading, page } from '../../src/features/service/styles.ts';
import { TrackingOptOutProvider } from '../../src/features/service/TrackingOptOutProvider.tsx';
import { TrackingOptOutResult } from '../../src/features/service/TrackingOptOutResult.tsx';
import { supportTexts } from '../../src/features/service/supportTexts.ts';
import type { Data } from './+data.ts';

export default function TrackingOptOutPage() {
  const { provider } = useData<Data>();
  const t = supportTexts(usePageContext().shop.locale);
  return (
    <section className={page}>
      <h1 className={heading}>{t.supportOptOutTitle()}</h1>
      <TrackingOptOutProvider>
        <TrackingOptOutResult provider={provider} />
      </TrackingOptOutProvider>
    </section>
  );
}
