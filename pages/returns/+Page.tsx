import { usePageContext } from 'vike-react/usePageContext';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { TrackAndTraceSearch } from '../../src/features/service/TrackAndTraceSearch.tsx';
import { trackingTexts } from '../../src/features/service/trackingTexts.ts';
import { withParts } from '../../src/i18n/parts.tsx';
import { Link } from '../../src/ui/Link.tsx';

export default function ReturnsPage() {
  const t = trackingTexts(usePageContext().shop.locale);
  return (
    <section className={page}>
      <h1 className={heading}>{t.trackingReturnsTitle()}</h1>
      <p className={lead}>
        {withParts(t.trackingReturnsLead, { returns: <Link href="/content/rueckgabe">{t.trackingReturnsLink()}</Link> })}
      </p>
      <TrackAndTraceSearch focus="returns" />
    </section>
  );
}
