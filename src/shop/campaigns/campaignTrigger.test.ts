import { describe, expect, it } from 'vitest';
import { campaignTrigger, withChosenTrigger } from './campaignTrigger.ts';

const search = (query: string) => new URLSearchParams(query);

describe('campaign trigger', () => {
  it('is the chosen selectedTrigger in preview, valid when it is 3 digits', () => {
    expect(campaignTrigger(search('selectedTrigger=123'), '000', true)).toEqual({ value: '123', valid: true, source: 'chosen' });
    expect(campaignTrigger(search('selectedTrigger=herbst'), null, true)).toEqual({ value: 'herbst', valid: false, source: 'chosen' });
    expect(campaignTrigger(search('selectedTrigger=1234'), null, true)?.valid).toBe(false);
  });

  it("is the visitor's current entry campaign otherwise; selectedTrigger counts only in preview", () => {
    expect(campaignTrigger(search('selectedTrigger=123'), '040', false)).toEqual({ value: '040', valid: true, source: 'entry' });
    expect(campaignTrigger(search(''), '4x', false)).toEqual({ value: '4x', valid: false, source: 'entry' });
    expect(campaignTrigger(search('selectedTrigger=123'), undefined, false)).toBeNull();
    expect(campaignTrigger(search('selectedTrigger='), undefined, true)).toBeNull();
  });

  it('sets and clears selectedTrigger and keeps the rest of the URL', () => {
    expect(withChosenTrigger('/damen-mode/kleider?farbe=rot', '123')).toBe('/damen-mode/kleider?farbe=rot&selectedTrigger=123');
    expect(withChosenTrigger('/content/faqs?selectedTrigger=123&a=b', '456')).toBe('/content/faqs?selectedTrigger=456&a=b');
    expect(withChosenTrigger('/content/faqs?selectedTrigger=123&a=b', null)).toBe('/content/faqs?a=b');
  });
});
