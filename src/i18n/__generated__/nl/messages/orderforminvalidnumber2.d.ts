export { orderforminvalidnumber2 as "orderformInvalidNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderforminvalidnumber2Inputs = {};
/**

* @param {Orderforminvalidnumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderforminvalidnumber2: ((inputs?: Orderforminvalidnumber2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderforminvalidnumber2Inputs, {
    locale?: "nl";
}, {}>;
