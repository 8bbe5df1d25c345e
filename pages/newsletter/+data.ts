import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { createPageLoader } from '../../src/relay/pageData.ts';
import { localizedPath } from '../../src/shop/page/localizedPaths.ts';
import { withBasePath } from '../../src/shop/page/runtime.ts';
import { newsletterTexts } from '../../src/features/service/newsletterTexts.ts';
import { formatRoundAmount } from '../../src/ui/formatPrice.ts';
import { loadFrame } from '../frameData.ts';
import { isNewsletterStep, NEWSLETTER_HOME, NEWSLETTER_STEPS } from './newsletterSteps.ts';

export type Data = Awaited<ReturnType<typeof data>>;

// https://vike.dev/data — nothing to load but the frame; /newsletter leads to the subscribe
// page, unknown steps are 404.
export async function data(pageContext: PageContextServer) {
  const step = pageContext.routeParams.step ?? '';
  if (step === '') {
    const home = localizedPath(pageContext.shop.paths, `/newsletter/${NEWSLETTER_HOME}`);
    throw redirect(withBasePath(pageContext.basePath, home) as `/${string}`, 301);
  }
  if (!isNewsletterStep(step)) throw render(404);
  const load = createPageLoader(pageContext);
  const frame = await loadFrame(pageContext, load);
  const token = pageContext.urlParsed.search.token?.trim() ?? '';
  const title = newsletterTexts(pageContext.shop.locale)[NEWSLETTER_STEPS[step]]();
  // The shop's welcome voucher as the texts name it ('10 €', 'CHF 10', '250 Kč'), written here on the
  // server: the page's scripts carry no number formats for it.
  const { newsletterVoucher, currency, locale } = pageContext.shop;
  const voucher = formatRoundAmount(newsletterVoucher, currency, locale);
  return { step, title, token, voucher, frame, records: load.records() };
}
