export { layoutpriceonly2 as "layoutPriceOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceonly2Inputs = {};
/**

* @param {Layoutpriceonly2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceonly2: ((inputs?: Layoutpriceonly2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceonly2Inputs, {
    locale?: "sv";
}, {}>;
