import { isCampaignValue } from './entryCampaign.ts';

// The campaign trigger of the client state: the entry campaign (3 digits) that content can be
// shown for. A visitor's trigger is the current entry campaign (cookie eccCurrent); in preview an
// editor chooses one with the selectedTrigger query parameter, to see the content as a visitor of
// that campaign would. A trigger is valid when it is a campaign value: exactly 3 digits.

export const TRIGGER_PARAM = 'selectedTrigger';

export interface CampaignTrigger {
  value: string;
  valid: boolean;
  /** chosen: selectedTrigger in preview; entry: the visitor's current entry campaign. */
  source: 'chosen' | 'entry';
}

/** The trigger of a page: in preview a chosen one wins; null when there is none. */
export function campaignTrigger(search: URLSearchParams, eccCurrent: string | null | undefined, preview: boolean): CampaignTrigger | null {
  const chosen = preview ? search.get(TRIGGER_PARAM)?.trim() : undefined;
  if (chosen) return { value: chosen, valid: isCampaignValue(chosen), source: 'chosen' };
  if (eccCurrent) return { value: eccCurrent, valid: isCampaignValue(eccCurrent), source: 'entry' };
  return null;
}

/** The page's URL (path and query) with the chosen trigger set, or without it when null. */
export function withChosenTrigger(pathAndSearch: string, trigger: string | null): string {
  const url = new URL(pathAndSearch, 'http://shop.invalid');
  if (trigger) url.searchParams.set(TRIGGER_PARAM, trigger);
  else url.searchParams.delete(TRIGGER_PARAM);
  return url.pathname + url.search;
}
