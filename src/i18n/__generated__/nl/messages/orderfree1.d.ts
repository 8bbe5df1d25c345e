export { orderfree1 as "orderFree" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderfree1Inputs = {};
/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderfree1: ((inputs?: Orderfree1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderfree1Inputs, {
    locale?: "nl";
}, {}>;
