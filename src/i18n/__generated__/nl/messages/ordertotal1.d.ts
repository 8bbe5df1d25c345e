export { ordertotal1 as "orderTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordertotal1Inputs = {};
/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const ordertotal1: ((inputs?: Ordertotal1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordertotal1Inputs, {
    locale?: "nl";
}, {}>;
