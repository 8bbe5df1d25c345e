import type { Faker } from '@faker-js/faker';
import type { AttributeRating, Product, Review } from '../../__generated__/shop-resolvers.ts';
import { NOW, SEED, seededFaker } from '../../data/seed.ts';
import { currentLocale, type ShopLocale } from '../../l10n/locale.ts';
import { INITIALS, REVIEW_PHRASES, REVIEWERS } from '../../l10n/reviewTexts.ts';
import { fill, translator, type Translator } from '../../l10n/translate.ts';
import { ATTRIBUTES, CLOSERS, DETAILS, kindOf, OPENERS, TITLES, type ReviewKind } from './texts.ts';

// Published reviews of a product, made up from its id so every run has the same ones. The stars
// add up to the product's rating: Product.rating is a percentage, its stars (rating ÷ 20,
// rounded to one decimal) are exactly the average of the reviews, which come in tens. Each
// locale's reviews are written in its language by reviewers from its country, from the same draws.

export interface SeededReviews {
  reviews: Review[];
  attributes: AttributeRating[];
}

const DAY = 24 * 60 * 60 * 1000;
type Stars = 1 | 2 | 3 | 4 | 5;

const digitsOf = (id: string) => Number(id.replace(/\D/g, '')) || id.length;

/** Stars averaging exactly `average` (one decimal) over `count` reviews (a multiple of 10). */
export function starsFor(f: Faker, average: number, count: number): Stars[] {
  const target = Math.round(average * count);
  const stars = Array.from({ length: count }, () =>
    Math.min(5, Math.max(1, Math.round(average + f.number.float({ min: -1.4, max: 1.4 })))),
  );
  let sum = stars.reduce((a, b) => a + b, 0);
  while (sum !== target) {
    const i = f.number.int({ min: 0, max: count - 1 });
    if (sum < target && stars[i]! < 5) {
      stars[i]! += 1;
      sum += 1;
    } else if (sum > target && stars[i]! > 1) {
      stars[i]! -= 1;
      sum -= 1;
    }
  }
  return stars as Stars[];
}

// Real cities: the generator's German city names are made up ('Süd Lenny').
const CITIES = [
  'Hamburg',
  'Köln',
  'München',
  'Leipzig',
  'Bremen',
  'Dresden',
  'Freiburg',
  'Kiel',
  'Münster',
  'Nürnberg',
  'Rostock',
  'Stuttgart',
  'Hannover',
  'Kassel',
  'Würzburg',
  'Bielefeld',
];

function nickname(f: Faker, locale: ShopLocale): string {
  if (locale === 'de-DE') {
    const first = f.person.firstName();
    return f.helpers.arrayElement([
      () => `${first} ${f.person.lastName().charAt(0)}.`,
      () => `${first} aus ${f.helpers.arrayElement(CITIES)}`,
      () => first,
    ])();
  }
  const reviewers = REVIEWERS[locale];
  const first = f.helpers.arrayElement(reviewers.names);
  return f.helpers.arrayElement([
    () => `${first} ${f.helpers.arrayElement([...INITIALS])}.`,
    () => fill(reviewers.from, { name: first, town: f.helpers.arrayElement(reviewers.towns) }),
    () => first,
  ])();
}

const TRANSLATORS = new Map<ShopLocale, Translator>();
const textsOf = (locale: ShopLocale): Translator => {
  let found = TRANSLATORS.get(locale);
  if (!found) TRANSLATORS.set(locale, (found = translator(locale, REVIEW_PHRASES, [])));
  return found;
};

function reviewText(f: Faker, kind: ReviewKind, stars: Stars, { t }: Translator): string {
  const parts = [
    f.datatype.boolean(0.6) ? t(f.helpers.arrayElement(OPENERS[stars])) : null,
    t(f.helpers.arrayElement(DETAILS[kind][stars])),
    f.datatype.boolean(0.5) ? t(f.helpers.arrayElement(CLOSERS[stars])) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

function review(f: Faker, product: Product, kind: ReviewKind, index: number, stars: Stars, locale: ShopLocale): Review {
  const texts = textsOf(locale);
  const submittedAt = f.date.between({ from: NOW.getTime() - 540 * DAY, to: NOW.getTime() - DAY });
  return {
    id: `${product.id}-review-${index + 1}`,
    rating: stars,
    isRecommended: stars >= 4 ? true : stars <= 2 ? false : f.helpers.arrayElement([true, false, null]),
    title: f.datatype.boolean(0.85) ? texts.t(f.helpers.arrayElement(TITLES[stars])) : null,
    text: reviewText(f, kind, stars, texts),
    userNickname: nickname(f, locale),
    verifiedPurchase: f.datatype.boolean(0.8),
    submittedAt: submittedAt.toISOString(),
    helpfulYes: f.helpers.weightedArrayElement([
      { weight: 5, value: 0 },
      { weight: 4, value: f.number.int({ min: 1, max: 5 }) },
      { weight: 1, value: f.number.int({ min: 6, max: 40 }) },
    ]),
    helpfulNo: f.helpers.weightedArrayElement([
      { weight: 7, value: 0 },
      { weight: 3, value: f.number.int({ min: 1, max: 6 }) },
    ]),
  };
}

/** Averages of rated attributes: fit centred on 'passt genau', the others following the stars. */
function attributeRatings(f: Faker, kind: ReviewKind, average: number, { t }: Translator): AttributeRating[] {
  return ATTRIBUTES[kind].map(({ key, valueRange, centred }) => {
    const percentage = centred
      ? f.number.float({ min: 38, max: 62, fractionDigits: 1 })
      : Math.min(100, Math.max(0, Math.round((((average - 1) / 4) * 100 + f.number.float({ min: -6, max: 6 })) * 10) / 10));
    return { attributeKey: t(key), percentage, valueRange: valueRange.map(t) };
  });
}

export function seedReviews(product: Product, locale: ShopLocale = currentLocale()): SeededReviews {
  if (product.rating == null) return { reviews: [], attributes: [] };
  const f = seededFaker(SEED + digitsOf(product.id));
  const kind = kindOf(product.styleType);
  const average = Math.min(5, Math.max(1, Math.round(product.rating / 2) / 10));
  const count = 10 * f.number.int({ min: 1, max: 4 });
  const stars = starsFor(f, average, count);
  const reviews = stars.map((s, i) => review(f, product, kind, i, s, locale));
  return { reviews, attributes: attributeRatings(f, kind, average, textsOf(locale)) };
}
