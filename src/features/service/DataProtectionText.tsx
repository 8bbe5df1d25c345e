import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import { small } from './styles.ts';

/**
 * The newsletter consent: the short version under the form, the long one a click away.
 */
export function DataProtectionText() {
  const { shop } = usePageContext();
  return (
    <div className={small}>
      <p className={small}>
        Mit der Anmeldung willigen Sie in E-Mail-Angebote ein; ein Widerruf ist jederzeit über den Abmeldelink im Newsletter möglich.{' '}
        <Link href="/content/datenschutzhinweise">Datenschutzhinweise</Link>
      </p>
      <details>
        <summary>Mehr zum Datenschutz</summary>
        <p className={small}>
          Ja, ich möchte von {shop.brand} regelmäßig per E-Mail über Angebote, Trends und Aktionen informiert werden. Meine Einwilligung
          kann ich jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel über den Abmeldelink am Ende jedes Newsletters oder unter{' '}
          <Link href="/newsletter/unsubscribe">Newsletter abmelden</Link>. Wie wir Ihre Daten verarbeiten, lesen Sie in unseren{' '}
          <Link href="/content/datenschutzhinweise">Datenschutzhinweisen</Link>; was Sie im Newsletter erwartet, unter{' '}
          <Link href="/content/newsletter">Newsletter</Link>.
        </p>
      </details>
    </div>
  );
}
