import { lazyComponent } from '../../ui/lazyComponent.tsx';
import type { AreaContent } from './customerRoutes.ts';

// Each view of the account area has a chunk of its own: the page's first load carries none. The
// page's +data loads the code of what it shows (preloadAreaContent), so the server renders the
// view with the visitor's data; the browser loads the chunk when it hydrates the view (keeping the
// server's markup meanwhile) or shows it after a navigation (with the area's skeleton meanwhile).
export const accountViews = {
  overview: lazyComponent(() => import('./CustomerOverview.tsx').then((m) => m.CustomerOverview)),
  orders: lazyComponent(() => import('./OrdersView.tsx').then((m) => m.OrdersView)),
  order: lazyComponent(() => import('./OrderDetailView.tsx').then((m) => m.OrderDetailView)),
  returns: lazyComponent(() => import('./ReturnsView.tsx').then((m) => m.ReturnsView)),
  invoices: lazyComponent(() => import('./InvoicesView.tsx').then((m) => m.InvoicesView)),
  invoice: lazyComponent(() => import('./InvoiceDetailView.tsx').then((m) => m.InvoiceDetailView)),
  maturities: lazyComponent(() => import('./MaturitiesView.tsx').then((m) => m.MaturitiesView)),
  balance: lazyComponent(() => import('./BalanceView.tsx').then((m) => m.BalanceView)),
};
export const passwordResetView = lazyComponent(() => import('./PasswordResetView.tsx').then((m) => m.PasswordResetView));
export const activateAccount = lazyComponent(() => import('./ActivateAccount.tsx').then((m) => m.ActivateAccount));

/** Loads the code of what the area shows (the login prompt and the not-found text come with the page). */
export async function preloadAreaContent(content: AreaContent): Promise<void> {
  if (content.kind === 'passwordReset') await passwordResetView.preload();
  else if (content.kind === 'activate') await activateAccount.preload();
  else if (content.kind === 'view') await accountViews[content.route.view].preload();
}
