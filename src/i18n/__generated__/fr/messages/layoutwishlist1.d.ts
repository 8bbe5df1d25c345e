export { layoutwishlist1 as "layoutWishlist" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutwishlist1Inputs = {};
/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutwishlist1: ((inputs?: Layoutwishlist1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutwishlist1Inputs, {
    locale?: "fr";
}, {}>;
