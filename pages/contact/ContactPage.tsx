import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ContactForm } from '../../src/features/service/ContactForm.tsx';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import { Link } from '../../src/ui/Link.tsx';
import type { ContactPageQuery as QueryType } from './__generated__/ContactPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { ContactPageQuery } from './ContactPageQuery.ts';

export function ContactPage() {
  const { variables } = useData<Data>();
  const { shop } = usePageContext();
  const data = useLazyLoadQuery<QueryType>(ContactPageQuery, variables, { fetchPolicy: 'store-or-network' });
  return (
    <section className={page}>
      <h1 className={heading}>Kontakt</h1>
      <p className={lead}>
        Schreiben Sie uns, wir helfen gern. Telefonisch erreichen Sie uns unter{' '}
        <Link href={`tel:${shop.servicePhone.replace(/\s+/g, '')}`}>{shop.servicePhone}</Link>; Antworten auf häufige Fragen finden Sie in
        unseren <Link href="/content/faqs">FAQ</Link>.
      </p>
      <ContactForm reasons={data.contactReasons} />
    </section>
  );
}
