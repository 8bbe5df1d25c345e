import { useLazyLoadQuery } from 'react-relay';
import { useData } from 'vike-react/useData';
import { CatalogueOrderForm } from '../../src/features/service/CatalogueOrderForm.tsx';
import { heading, lead, page } from '../../src/features/service/styles.ts';
import type { CatalogueOrderPageQuery as QueryType } from './__generated__/CatalogueOrderPageQuery.graphql.ts';
import type { Data } from './+data.ts';
import { CatalogueOrderPageQuery } from './CatalogueOrderPageQuery.ts';

export function CatalogueOrderPage() {
  const { variables } = useData<Data>();
  const data = useLazyLoadQuery<QueryType>(CatalogueOrderPageQuery, variables, { fetchPolicy: 'store-or-network' });
  return (
    <section className={page}>
      <h1 className={heading}>Katalog bestellen</h1>
      <p className={lead}>Blättern Sie in Ruhe: Wir schicken Ihnen unsere aktuellen Kataloge kostenlos nach Hause.</p>
      <CatalogueOrderForm catalogues={data.printCatalogues} />
    </section>
  );
}
