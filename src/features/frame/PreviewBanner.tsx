import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { campaignTrigger, TRIGGER_PARAM, withChosenTrigger } from '../../shop/campaigns/campaignTrigger.ts';
import { readShopCookie } from '../../shop/privacy/cookies.ts';
import { withBasePath } from '../../shop/page/runtime.ts';
import { useFrameBrowserValue } from '../../ui/lazy/useTransitionStore.ts';
import { panelsTexts } from '../../ui/panelsTexts.ts';

/**
 * Editors' preview, on every page of a preview session: the banner, the campaign trigger to see
 * the page as a visitor of that campaign would (selectedTrigger, set and cleared here) and the way
 * out through /api/draft-exit.
 */
export function PreviewBanner() {
  const { urlPathname, urlParsed, basePath, shop } = usePageContext();
  const texts = panelsTexts(shop.locale);
  const search = new URLSearchParams(urlParsed.searchOriginal ?? '');
  const here = urlPathname + (search.size ? `?${search}` : '');
  const entry = useFrameBrowserValue(() => readShopCookie('eccCurrent') ?? '', []);
  const trigger = campaignTrigger(search, entry, true);
  const exit = `/api/draft-exit?slug=${encodeURIComponent(here)}`;
  return (
    <div className={banner} role="status" data-testid="preview-banner" data-preview-banner="">
      <span>{texts.panelsPreviewBanner()}</span>
      {/* A plain GET form: the page loads again with the chosen trigger and its other parameters. */}
      <form method="get" action={withBasePath(basePath, urlPathname)} className={form}>
        {[...search]
          .filter(([name]) => name !== TRIGGER_PARAM)
          .map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
        <label className={label}>
          {texts.panelsPreviewTrigger()}
          <input
            name={TRIGGER_PARAM}
            defaultValue={trigger?.source === 'chosen' ? trigger.value : ''}
            inputMode="numeric"
            size={5}
            className={input}
          />
        </label>
        <button type="submit" className={action}>
          {texts.panelsPreviewSetTrigger()}
        </button>
        {trigger?.source === 'chosen' && (
          <a href={withBasePath(basePath, withChosenTrigger(here, null))} className={action} data-vike="false">
            {texts.panelsPreviewClearTrigger()}
          </a>
        )}
      </form>
      {trigger && (
        <span data-testid="preview-trigger">
          {(trigger.valid ? texts.panelsPreviewActive : texts.panelsPreviewInvalid)({ trigger: trigger.value })}
        </span>
      )}
      {/* A server route, not a page: the browser loads it (rel=external keeps the router out). */}
      <a href={withBasePath(basePath, exit)} className={action} rel="external">
        {texts.panelsPreviewExit()}
      </a>
    </div>
  );
}

const banner = css`
  position: sticky;
  top: 0;
  z-index: var(--z-banner);
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  align-items: center;
  justify-content: space-between;
  padding: var(--space-3) var(--space-4);
  background: var(--color-primary);
  color: var(--color-on-primary);
`;
const form = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
  margin: 0;
`;
const label = css`
  display: flex;
  gap: var(--space-2);
  align-items: center;
`;
const input = css`
  padding: var(--space-1) var(--space-2);
  border: 1px solid var(--color-on-primary);
  border-radius: var(--radius-s);
  font: inherit;
`;
const action = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
