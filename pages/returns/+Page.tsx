import { heading, lead, page } from '../../src/features/service/styles.ts';
import { TrackAndTraceSearch } from '../../src/features/service/TrackAndTraceSearch.tsx';
import { Link } from '../../src/ui/Link.tsx';

export default function ReturnsPage() {
  return (
    <section className={page}>
      <h1 className={heading}>Retourenstatus</h1>
      <p className={lead}>
        Ist Ihre Rücksendung angekommen? Geben Sie Ihre Bestellnummer und die Postleitzahl der Lieferadresse ein. Wie Sie Artikel
        zurückschicken, lesen Sie unter <Link href="/content/rueckgabe">Rückgabe</Link>.
      </p>
      <TrackAndTraceSearch focus="returns" />
    </section>
  );
}
