import { heading, lead, page } from '../../src/features/service/styles.ts';
import { TrackAndTraceSearch } from '../../src/features/service/TrackAndTraceSearch.tsx';

export default function TrackAndTracePage() {
  return (
    <section className={page}>
      <h1 className={heading}>Sendungsverfolgung</h1>
      <p className={lead}>Wo ist mein Paket? Geben Sie Ihre Bestellnummer und die Postleitzahl der Lieferadresse ein.</p>
      <TrackAndTraceSearch focus="shipments" />
    </section>
  );
}
