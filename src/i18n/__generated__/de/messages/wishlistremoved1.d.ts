export { wishlistremoved1 as "wishlistRemoved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremoved1Inputs = {};
/**

* @param {Wishlistremoved1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistremoved1: ((inputs?: Wishlistremoved1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremoved1Inputs, {
    locale?: "de";
}, {}>;
