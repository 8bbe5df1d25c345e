export { layoutfooteroffers2 as "layoutFooterOffers" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutfooteroffers2Inputs = {};
/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutfooteroffers2: ((inputs?: Layoutfooteroffers2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutfooteroffers2Inputs, {
    locale?: "sk";
}, {}>;
