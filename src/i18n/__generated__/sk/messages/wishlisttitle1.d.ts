export { wishlisttitle1 as "wishlistTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlisttitle1Inputs = {};
/**

* @param {Wishlisttitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const wishlisttitle1: ((inputs?: Wishlisttitle1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlisttitle1Inputs, {
    locale?: "sk";
}, {}>;
