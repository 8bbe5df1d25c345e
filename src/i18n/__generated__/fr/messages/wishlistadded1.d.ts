export { wishlistadded1 as "wishlistAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistadded1Inputs = {};
/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const wishlistadded1: ((inputs?: Wishlistadded1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistadded1Inputs, {
    locale?: "fr";
}, {}>;
