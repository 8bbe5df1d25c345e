export { orderfree1 as "orderFree" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderfree1Inputs = {};
/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderfree1: ((inputs?: Orderfree1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderfree1Inputs, {
    locale?: "sk";
}, {}>;
