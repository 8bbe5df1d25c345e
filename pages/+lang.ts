import type { PageContext } from 'vike/types';

// https://vike.dev/lang — `<html lang>` is the shop's locale (BCP 47, e.g. 'de-CH'), as its texts are.
export default (pageContext: PageContext) => pageContext.shop.locale;
