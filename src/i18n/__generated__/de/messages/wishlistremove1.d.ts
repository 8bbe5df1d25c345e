export { wishlistremove1 as "wishlistRemove" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremove1Inputs = {};
/**

* @param {Wishlistremove1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistremove1: ((inputs?: Wishlistremove1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremove1Inputs, {
    locale?: "de";
}, {}>;
