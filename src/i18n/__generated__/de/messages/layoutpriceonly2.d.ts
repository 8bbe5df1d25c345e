export { layoutpriceonly2 as "layoutPriceOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceonly2Inputs = {};
/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceonly2: ((inputs?: Layoutpriceonly2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceonly2Inputs, {
    locale?: "de";
}, {}>;
