import { useData } from 'vike-react/useData';
import { NewsletterActivation } from '../../src/features/service/NewsletterActivation.tsx';
import { NewsletterSubscribeForm } from '../../src/features/service/NewsletterSubscribeForm.tsx';
import { NewsletterUnsubscribeForm } from '../../src/features/service/NewsletterUnsubscribeForm.tsx';
import { NewsletterUpdateForm } from '../../src/features/service/NewsletterUpdateForm.tsx';
import { serviceTexts } from '../../src/features/service/serviceTexts.ts';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { Link } from '../../src/ui/Link.tsx';
import type { Data } from './+data.ts';

export function NewsletterPage() {
  const { step, title, token } = useData<Data>();
  return (
    <section className={page}>
      <h1 className={heading}>{title}</h1>
      {step === 'anmelden' && (
        <>
          <p className={lead}>
            <strong>{serviceTexts.NEWSLETTER_INCENTIVE}</strong>: Trends, Angebote und Aktionen zuerst erfahren. Ihren 10 € Gutschein
            erhalten Sie nach der Bestätigung Ihrer Anmeldung.
          </p>
          <NewsletterSubscribeForm />
        </>
      )}
      {step === 'bestaetigen' && <NewsletterActivation token={token} />}
      {step === 'unsubscribe' && (
        <>
          <p className={lead}>
            Schade, dass Sie gehen. Möchten Sie nur keine Produktempfehlungen mehr?{' '}
            <Link href="/newsletter/produktempfehlungen-abmelden">Nur Produktempfehlungen abmelden</Link>
          </p>
          <NewsletterUnsubscribeForm kind="newsletter" />
        </>
      )}
      {step === 'produktempfehlungen-abmelden' && (
        <>
          <p className={lead}>Sie erhalten den Newsletter weiter, aber keine persönlichen Produktempfehlungen mehr.</p>
          <NewsletterUnsubscribeForm kind="productRecommendations" />
        </>
      )}
      {step === 'daten-aendern' && <NewsletterUpdateForm />}
    </section>
  );
}
