export { layoutuspfreereturns3 as "layoutUspFreeReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutuspfreereturns3Inputs = {};
/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutuspfreereturns3: ((inputs?: Layoutuspfreereturns3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutuspfreereturns3Inputs, {
    locale?: "cs";
}, {}>;
