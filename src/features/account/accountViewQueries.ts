import type { GraphQLTaggedNode, Variables } from 'relay-runtime';
import BalanceViewQuery from './__generated__/BalanceViewQuery.graphql.ts';
import CustomerOverviewQuery from './__generated__/CustomerOverviewQuery.graphql.ts';
import InvoiceDetailViewQuery from './__generated__/InvoiceDetailViewQuery.graphql.ts';
import InvoicesViewQuery from './__generated__/InvoicesViewQuery.graphql.ts';
import MaturitiesViewQuery from './__generated__/MaturitiesViewQuery.graphql.ts';
import OrderDetailViewQuery from './__generated__/OrderDetailViewQuery.graphql.ts';
import OrdersViewQuery from './__generated__/OrdersViewQuery.graphql.ts';
import ReturnsViewQuery from './__generated__/ReturnsViewQuery.graphql.ts';
import type { CustomerViewRoute } from './customerRoutes.ts';
import { invoiceMonthsOf } from './selectedInvoice.ts';

// The personal query of each view of the account area with the variables the view gives it, for
// the page's +data (server only): the view then finds its data in the store (AccountQuery).

export function accountViewQuery(
  route: CustomerViewRoute,
  search: Record<string, string>,
): { query: GraphQLTaggedNode; variables: Variables } {
  switch (route.view) {
    case 'overview':
      return { query: CustomerOverviewQuery, variables: {} };
    case 'orders':
      return { query: OrdersViewQuery, variables: {} };
    case 'order':
      return { query: OrderDetailViewQuery, variables: { number: route.number } };
    case 'returns':
      return { query: ReturnsViewQuery, variables: {} };
    case 'invoices':
      return { query: InvoicesViewQuery, variables: { months: invoiceMonthsOf(search.months) } };
    case 'invoice':
      return { query: InvoiceDetailViewQuery, variables: { number: route.number } };
    case 'maturities':
      return { query: MaturitiesViewQuery, variables: {} };
    case 'balance':
      return { query: BalanceViewQuery, variables: {} };
  }
}
