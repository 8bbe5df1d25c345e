export { wishlistsave1 as "wishlistSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistsave1Inputs = {};
/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishlistsave1: ((inputs?: Wishlistsave1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistsave1Inputs, {
    locale?: "cs";
}, {}>;
