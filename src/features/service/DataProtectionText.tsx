import { usePageContext } from 'vike-react/usePageContext';
import { withParts } from '../../i18n/parts.tsx';
import { Link } from '../../ui/Link.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { small } from './styles.ts';

/**
 * The newsletter consent: the short version under the form, the long one a click away.
 */
export function DataProtectionText() {
  const { shop } = usePageContext();
  const t = newsletterTexts(shop.locale);
  return (
    <div className={small}>
      <p className={small}>
        {withParts(t.newsletterConsent, { privacy: <Link href="/content/datenschutzhinweise">{t.newsletterPrivacyNotice()}</Link> })}
      </p>
      <details>
        <summary>{t.newsletterConsentMore()}</summary>
        <p className={small}>
          {withParts(t.newsletterConsentLong, {
            brand: shop.brand,
            unsubscribe: <Link href="/newsletter/unsubscribe">{t.newsletterUnsubscribeTitle()}</Link>,
            privacy: <Link href="/content/datenschutzhinweise">{t.newsletterPrivacyNoticeIn()}</Link>,
            newsletter: <Link href="/content/newsletter">{t.newsletterNewsletter()}</Link>,
          })}
        </p>
      </details>
    </div>
  );
}
