export { wishlist_empty13 as "WISHLIST_EMPTY" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlist_Empty13Inputs = {};
/**

* @param {Wishlist_Empty13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishlist_empty13: ((inputs?: Wishlist_Empty13Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlist_Empty13Inputs, {
    locale?: "de-CH";
}, {}>;
