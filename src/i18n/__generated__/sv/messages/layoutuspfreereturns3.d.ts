export { layoutuspfreereturns3 as "layoutUspFreeReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutuspfreereturns3Inputs = {};
/**

* @param {Layoutuspfreereturns3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutuspfreereturns3: ((inputs?: Layoutuspfreereturns3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutuspfreereturns3Inputs, {
    locale?: "sv";
}, {}>;
