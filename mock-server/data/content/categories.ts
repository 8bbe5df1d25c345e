import type { Category, CategoryImageLink, CategoryTile, Eyecatcher } from '../../__generated__/content-resolvers.ts';
import { asset, assetSet, cloudinary } from './assets.ts';
import { entry, publishedRecord, ref, type EntryRecord } from './model.ts';

// Shop categories as the CMS knows them. Ids, paths and product ids are the seeded catalogue's
// (data/categories.ts, data/products.ts); the CMS only stores them as text.

const imageLink = (id: string, categoryId: string, categoryPath: string | null, productId: string | null, imageId: string | null = null) =>
  entry<CategoryImageLink>(
    'CategoryImageLink',
    id,
    {
      internalTitle: `Kategoriebild ${categoryPath ?? categoryId}`,
      categoryId,
      categoryPath,
      productId,
      image: imageId ? asset(imageId) : null,
    },
    '2026-08-12T08:00:00Z',
  );

export const CATEGORY_IMAGE_LINK_RECORDS: EntryRecord[] = [
  imageLink('cil-kleider', '10100', '/damen-mode/kleider', 'P100003'),
  imageLink('cil-strickjacken', '10204', '/damen-mode/oberteile/strickjacken', 'P100084', 'img-cil-strickjacken'),
  imageLink('cil-jacken', '10400', '/damen-mode/jacken-maentel', 'P100139'),
  imageLink('cil-herren-pullover', '20103', '/herren-mode/oberteile/pullover', 'P100214'),
  imageLink('cil-stiefeletten', '40102', '/schuhe/damenschuhe/stiefeletten', 'P100401'),
  imageLink('cil-bettwaesche', '50101', '/wohnen/schlafen/bettwaesche', 'P100468'),
  imageLink('cil-teppiche', '50201', '/wohnen/heimtextilien/teppiche', 'P100517'),
  imageLink('cil-lampen', '50400', '/wohnen/lampen-leuchten', 'P100588'),
  // Only the category id: the shop gives the path (categoryById) and the image (productByCategory).
  imageLink('cil-lampen-id', '50400', null, null),
].map(publishedRecord);

type Picture = { assetSet: string } | { cdn: string } | { image: string };

/** Without a picture the category's first shop product lends its image (category image lookup). */
function category(id: string, title: string, imageLinkId: string, picture: Picture | null): Category {
  return entry<Category>('Category', id, {
    title,
    categoryImageLink: ref<CategoryImageLink>(imageLinkId),
    assetSet: picture && 'assetSet' in picture ? assetSet(picture.assetSet) : null,
    imageCloudinary: picture && 'cdn' in picture ? cloudinary(picture.cdn) : null,
    image: picture && 'image' in picture ? asset(picture.image) : null,
  });
}

export const CATEGORIES = {
  kleider: category('category-kleider', 'Kleider', 'cil-kleider', { assetSet: 'as-kleider' }),
  jacken: category('category-jacken', 'Jacken & Mäntel', 'cil-jacken', { assetSet: 'as-jacken' }),
  strickjacken: category('category-strickjacken', 'Strickjacken', 'cil-strickjacken', { cdn: 'img-cil-strickjacken' }),
  herrenPullover: category('category-herren-pullover', 'Herren-Pullover', 'cil-herren-pullover', { assetSet: 'as-herrenmode' }),
  stiefeletten: category('category-stiefeletten', 'Stiefeletten', 'cil-stiefeletten', { assetSet: 'as-schuhe' }),
  bettwaesche: category('category-bettwaesche', 'Bettwäsche', 'cil-bettwaesche', { image: 'img-promo-bettwaesche' }),
  teppiche: category('category-teppiche', 'Teppiche', 'cil-teppiche', { assetSet: 'as-teppiche' }),
  lampen: category('category-lampen', 'Lampen & Leuchten', 'cil-lampen-id', null),
};

export function eyecatcher(id: string, fields: Partial<Omit<Eyecatcher, '__typename' | 'sys'>>): Eyecatcher {
  return entry<Eyecatcher>('Eyecatcher', id, {
    eyecatcherType: 'NONE',
    productId: null,
    eyecatcherRichText: null,
    size: 'medium',
    eyecatcherDesign: 'DEFAULT',
    ...fields,
  });
}

export function categoryTile(
  id: string,
  category: Category,
  fields: { headline: string; text?: string; asset?: string; eyecatcher?: Eyecatcher },
): CategoryTile {
  return entry<CategoryTile>('CategoryTile', id, {
    headline: fields.headline,
    text: fields.text ?? null,
    asset: fields.asset ? assetSet(fields.asset) : null,
    eyecatcher: fields.eyecatcher ?? null,
    category,
  });
}
