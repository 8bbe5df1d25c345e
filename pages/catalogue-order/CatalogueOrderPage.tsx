import { usePageQuery } from '../../src/relay/usePageQuery.ts';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { CatalogueOrderForm } from '../../src/features/service/CatalogueOrderForm.tsx';
import { catalogueOrderTexts } from '../../src/features/service/catalogueOrderTexts.ts';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import type { CatalogueOrderPageQuery as QueryType } from './__generated__/CatalogueOrderPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { CatalogueOrderPageQuery } from './CatalogueOrderPageQuery.ts';

export function CatalogueOrderPage() {
  const { variables } = useData<Data>();
  const t = catalogueOrderTexts(usePageContext().shop.locale);
  const data = usePageQuery<QueryType>(CatalogueOrderPageQuery, variables);
  return (
    <section className={page}>
      <h1 className={heading}>{t.catalogueOrderTitle()}</h1>
      <p className={lead}>{t.catalogueOrderLead()}</p>
      <CatalogueOrderForm catalogues={data.printCatalogues} />
    </section>
  );
}
