import type { Coupon } from '../../__generated__/content-resolvers.ts';
import { assetSet } from './assets.ts';
import { decorativeText, richtextItem } from './items.ts';
import { draftSys, ref } from './model.ts';
import { page } from './pages.ts';
import { bold, p, richText, ul } from './richtext.ts';

// DRAFT: a page never published; only preview (preview: true and the preview token) shows it.
const advent = page(
  'adventskalender',
  'content',
  {
    title: 'Adventskalender 2026',
    headline: 'Jeden Tag eine Überraschung',
    intro: 'Ab dem 1. Dezember öffnen wir täglich ein neues Türchen mit Angeboten für Sie.',
    robots: 'noindex, nofollow',
    items: [
      assetSet('as-adventskalender'),
      decorativeText('text-advent', 'Türchen 1', 'Decorative H2'),
      ref<Coupon>('coupon-advent'),
      richtextItem(
        'richtext-advent',
        'Adventskalender: Ablauf',
        richText(
          p('Jeden Morgen um ', bold('8 Uhr'), ' öffnet sich ein neues Türchen.'),
          ul('Tagesangebote aus Mode und Wohnen', 'Gutscheine nur für einen Tag', 'Am 24. Dezember: eine besondere Überraschung'),
        ),
      ),
    ],
  },
  '2026-11-01T09:00:00Z',
);
advent.sys = draftSys('page-adventskalender');

export const ADVENTSKALENDER = advent;
