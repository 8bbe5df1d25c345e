export { wishlistadded1 as "wishlistAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistadded1Inputs = {};
/**

* @param {Wishlistadded1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishlistadded1: ((inputs?: Wishlistadded1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistadded1Inputs, {
    locale?: "cs";
}, {}>;
