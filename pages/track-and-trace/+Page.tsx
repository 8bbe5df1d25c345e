import { usePageContext } from 'vike-react/usePageContext';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { TrackAndTraceSearch } from '../../src/features/service/TrackAndTraceSearch.tsx';
import { trackingTexts } from '../../src/features/service/trackingTexts.ts';

export default function TrackAndTracePage() {
  const t = trackingTexts(usePageContext().shop.locale);
  return (
    <section className={page}>
      <h1 className={heading}>{t.trackingTitle()}</h1>
      <p className={lead}>{t.trackingLead()}</p>
      <TrackAndTraceSearch focus="shipments" />
    </section>
  );
}
