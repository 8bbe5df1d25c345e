export { layoutwishlist1 as "layoutWishlist" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutwishlist1Inputs = {};
/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutwishlist1: ((inputs?: Layoutwishlist1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutwishlist1Inputs, {
    locale?: "de-CH";
}, {}>;
