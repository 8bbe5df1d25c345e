import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactForm } from '../../src/features/service/ContactForm.tsx';
import { contactTexts } from '../../src/features/service/contactTexts.ts';
import { withParts } from '../../src/i18n/parts.tsx';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { Link } from '../../src/ui/Link.tsx';
import type { ContactPageQuery as QueryType } from './__generated__/ContactPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ContactPageQuery } from './ContactPageQuery.ts';

export function ContactPage() {
  const { variables } = useData<Data>();
  const { shop } = usePageContext();
  const t = contactTexts(shop.locale);
  const data = usePageQuery<QueryType>(ContactPageQuery, variables);
  return (
    <section className={page}>
      <h1 className={heading}>{t.contactTitle()}</h1>
      <p className={lead}>
        {withParts(t.contactLead, {
          phone: <Link href={`tel:${shop.servicePhone.replace(/\s+/g, '')}`}>{shop.servicePhone}</Link>,
          faq: <Link href="/content/faqs">{t.contactFaq()}</Link>,
        })}
      </p>
      <ContactForm reasons={data.contactReasons} />
    </section>
  );
}
