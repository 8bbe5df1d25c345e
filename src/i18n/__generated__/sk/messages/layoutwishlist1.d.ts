export { layoutwishlist1 as "layoutWishlist" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutwishlist1Inputs = {};
/**

* @param {Layoutwishlist1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutwishlist1: ((inputs?: Layoutwishlist1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutwishlist1Inputs, {
    locale?: "sk";
}, {}>;
