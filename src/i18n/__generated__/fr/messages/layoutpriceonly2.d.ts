export { layoutpriceonly2 as "layoutPriceOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceonly2Inputs = {};
/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceonly2: ((inputs?: Layoutpriceonly2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceonly2Inputs, {
    locale?: "fr";
}, {}>;
