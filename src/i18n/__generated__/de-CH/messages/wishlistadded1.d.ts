export { wishlistadded1 as "wishlistAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistadded1Inputs = {};
/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishlistadded1: ((inputs?: Wishlistadded1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistadded1Inputs, {
    locale?: "de-CH";
}, {}>;
