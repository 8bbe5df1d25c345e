import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../ui/Link.tsx';
import type { ReturnsViewQuery as QueryType } from './__generated__/ReturnsViewQuery.graphql.ts';
import { formatDate, label, money, RETURN_STATUS } from './accountFormat.ts';
import { customerTexts } from './customerTexts.ts';
import { AccountQuery } from './AccountQuery.tsx';
import { AccountSkeleton } from './AccountSkeleton.tsx';
import { hint, stack, table } from './accountStyles.ts';

const ReturnsViewQuery = graphql`
  query ReturnsViewQuery {
    returns {
      id
      orderNumber
      name
      sizeLabel
      quantity
      registeredAt
      status
      refundAmount
    }
    customer {
      id
      balance {
        currency
      }
    }
  }
`;

/** /customer/returns: returned items and their processing state. */
export function ReturnsView() {
  const t = customerTexts(usePageContext().shop.locale);
  // The sentence around its link, whose place differs between languages.
  const [before, after] = t.customerReturnsIntro({ link: '\u0000' }).split('\u0000');
  return (
    <div className={stack}>
      <p className={hint}>{t.customerReturnDuration()}</p>
      <p>
        {before}
        <Link href="/customer/orders">{t.customerOrders()}</Link>
        {after}
      </p>
      <AccountQuery<QueryType> query={ReturnsViewQuery} variables={{}} fallback={<AccountSkeleton />}>
        {(ref) => <Returns queryRef={ref} />}
      </AccountQuery>
    </div>
  );
}

function Returns({ queryRef }: { queryRef: PreloadedQuery<QueryType> }) {
  const { returns, customer } = usePreloadedQuery<QueryType>(ReturnsViewQuery, queryRef);
  const { locale } = usePageContext().shop;
  const t = customerTexts(locale);
  if (returns.length === 0) return <p>{t.customerReturnsEmpty()}</p>;
  return (
    <table className={table} aria-label={t.customerReturns()}>
      <thead>
        <tr>
          <th scope="col">{t.customerArticles()}</th>
          <th scope="col">{t.customerRegisteredOn()}</th>
          <th scope="col">{t.customerStatus()}</th>
        </tr>
      </thead>
      <tbody>
        {returns.map((item) => (
          <tr key={item.id}>
            <td>
              {t.customerReturnItem({ quantity: item.quantity, name: item.name, size: item.sizeLabel })}
              <br />
              <small>{t.customerOrder({ number: item.orderNumber })}</small>
            </td>
            <td>{formatDate(locale, item.registeredAt)}</td>
            <td>
              {label(locale, RETURN_STATUS, item.status)}
              {item.refundAmount != null && ` (${money(locale, item.refundAmount, customer.balance.currency)})`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
