export { wishlistsave1 as "wishlistSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistsave1Inputs = {};
/**

* @param {Wishlistsave1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistsave1: ((inputs?: Wishlistsave1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistsave1Inputs, {
    locale?: "de";
}, {}>;
