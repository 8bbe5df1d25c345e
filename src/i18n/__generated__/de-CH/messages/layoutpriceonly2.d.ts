export { layoutpriceonly2 as "layoutPriceOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceonly2Inputs = {};
/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceonly2: ((inputs?: Layoutpriceonly2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceonly2Inputs, {
    locale?: "de-CH";
}, {}>;
