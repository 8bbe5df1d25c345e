import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { NewsletterActivation } from '../../src/features/service/NewsletterActivation.tsx';
import { NewsletterSubscribeForm } from '../../src/features/service/NewsletterSubscribeForm.tsx';
import { NewsletterUnsubscribeForm } from '../../src/features/service/NewsletterUnsubscribeForm.tsx';
import { NewsletterUpdateForm } from '../../src/features/service/NewsletterUpdateForm.tsx';
import { newsletterTexts } from '../../src/features/service/newsletterTexts.ts';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { Link } from '../../src/ui/Link.tsx';
import type { Data } from './+data.ts';

export function NewsletterPage() {
  const { step, title, token, voucher: amount } = useData<Data>();
  const { shop } = usePageContext();
  const t = newsletterTexts(shop.locale);
  const voucher = { amount };
  return (
    <section className={page}>
      <h1 className={heading}>{title}</h1>
      {step === 'anmelden' && (
        <>
          <p className={lead}>
            <strong>{t.newsletterIncentive(voucher)}</strong>: {t.newsletterSubscribeLead(voucher)}
          </p>
          <NewsletterSubscribeForm voucher={amount} />
        </>
      )}
      {step === 'bestaetigen' && <NewsletterActivation token={token} voucher={amount} />}
      {step === 'unsubscribe' && (
        <>
          <p className={lead}>
            {t.newsletterUnsubscribeLead()} <Link href="/newsletter/produktempfehlungen-abmelden">{t.newsletterRecommendationsOnly()}</Link>
          </p>
          <NewsletterUnsubscribeForm kind="newsletter" />
        </>
      )}
      {step === 'produktempfehlungen-abmelden' && (
        <>
          <p className={lead}>{t.newsletterRecommendationsLead()}</p>
          <NewsletterUnsubscribeForm kind="productRecommendations" />
        </>
      )}
      {step === 'daten-aendern' && <NewsletterUpdateForm />}
    </section>
  );
}
