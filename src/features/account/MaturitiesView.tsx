import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import type { MaturitiesViewQuery as QueryType } from './__generated__/MaturitiesViewQuery.graphql.ts';
import { formatDate, label, money, PAYMENT_STATUS } from './accountFormat.ts';
import { customerTexts } from './customerTexts.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { hint, stack, status, table } from './accountStyles.ts';
import { invoicePath } from './customerRoutes.ts';

const MaturitiesViewQuery = graphql`
  query MaturitiesViewQuery {
    maturities {
      currency
      openAmount
      items {
        id
        invoiceNumber
        dueOn
        amount
        status
      }
    }
  }
`;

/** /customer/maturities: unpaid invoices and instalments, earliest due first. */
export function MaturitiesView() {
  const t = customerTexts(usePageContext().shop.locale);
  return (
    <div className={stack}>
      <p className={hint}>{t.customerPaymentBooking()}</p>
      <AccountQuery<QueryType> query={MaturitiesViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Maturities queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Maturities({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { maturities } = usePreloadedQuery<QueryType>(MaturitiesViewQuery, queryRef);
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (maturities.items.length === 0) return <p>{t.customerMaturitiesEmpty()}</p>;
  return (
    <>
      <p>
        {t.customerOpenTotal()} <strong>{money(locale, maturities.openAmount, maturities.currency)}</strong>
      </p>
      <table className={table} aria-label={t.customerMaturities()}>
        <thead>
          <tr>
            <th scope="col">{t.customerInvoiceColumn()}</th>
            <th scope="col">{t.customerDueOn()}</th>
            <th scope="col">{t.customerAmount()}</th>
            <th scope="col">{t.customerStatus()}</th>
          </tr>
        </thead>
        <tbody>
          {maturities.items.map((item) => (
            <tr key={item.id}>
              <td>
                <Link href={invoicePath(item.invoiceNumber)}>{item.invoiceNumber}</Link>
              </td>
              <td>{formatDate(locale, item.dueOn)}</td>
              <td>{money(locale, item.amount, maturities.currency)}</td>
              <td className={status} data-status={item.status}>
                {label(locale, PAYMENT_STATUS, item.status)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
