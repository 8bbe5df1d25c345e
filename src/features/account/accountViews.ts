import { lazyComponent } from '../../ui/lazy/lazyComponent.tsx';
import type { AreaContent } from './customerRoutes.ts';
import { loginForm } from './LoginPrompt.tsx';
import { withTexts } from '../../i18n/lazyTexts.ts';

// Each view of the account area has a chunk of its own: the page's first load carries none. The
// page's +data loads the code of what it shows (preloadAreaContent), so the server renders the
// view with the visitor's data; the browser loads the same chunk before it hydrates or renders the
// page (pages/customer/+onBeforeRenderClient.ts), so the view hydrates with the rest of the page
// and a navigation shows it without a skeleton. Each brings the texts it reads. A view shown later (after a login) shows the
// area's skeleton until its code is there.
export const accountViews = {
  overview: lazyComponent(() =>
    withTexts(['frame', 'account', 'customer'], import('./CustomerOverview.tsx')).then((m) => m.CustomerOverview),
  ),
  orders: lazyComponent(() => withTexts(['account', 'customer'], import('./OrdersView.tsx')).then((m) => m.OrdersView)),
  order: lazyComponent(() => withTexts(['account', 'customer'], import('./OrderDetailView.tsx')).then((m) => m.OrderDetailView)),
  returns: lazyComponent(() => withTexts(['account', 'customer'], import('./ReturnsView.tsx')).then((m) => m.ReturnsView)),
  invoices: lazyComponent(() =>
    withTexts(['frame', 'form', 'account', 'customer'], import('./InvoicesView.tsx')).then((m) => m.InvoicesView),
  ),
  invoice: lazyComponent(() => withTexts(['account', 'customer'], import('./InvoiceDetailView.tsx')).then((m) => m.InvoiceDetailView)),
  maturities: lazyComponent(() => withTexts(['account', 'customer'], import('./MaturitiesView.tsx')).then((m) => m.MaturitiesView)),
  balance: lazyComponent(() => withTexts(['account', 'customer'], import('./BalanceView.tsx')).then((m) => m.BalanceView)),
};
export const passwordResetView = lazyComponent(() =>
  withTexts(['frame', 'form', 'account'], import('./PasswordResetView.tsx')).then((m) => m.PasswordResetView),
);
export const activateAccount = lazyComponent(() => withTexts(['account'], import('./ActivateAccount.tsx')).then((m) => m.ActivateAccount));

/** Loads the code of what the area shows (the not-found text comes with the page). */
export async function preloadAreaContent(content: AreaContent): Promise<void> {
  if (content.kind === 'login') await loginForm.preload();
  else if (content.kind === 'passwordReset') await passwordResetView.preload();
  else if (content.kind === 'activate') await activateAccount.preload();
  else if (content.kind === 'view') await accountViews[content.route.view].preload();
}
