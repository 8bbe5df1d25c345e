export { wishlistsaved1 as "wishlistSaved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistsaved1Inputs = {};
/**

* @param {Wishlistsaved1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistsaved1: ((inputs?: Wishlistsaved1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistsaved1Inputs, {
    locale?: "de";
}, {}>;
