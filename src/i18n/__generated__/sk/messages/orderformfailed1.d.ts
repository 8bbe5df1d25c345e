export { orderformfailed1 as "orderformFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformfailed1Inputs = {};
/**

* @param {Orderformfailed1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformfailed1: ((inputs?: Orderformfailed1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformfailed1Inputs, {
    locale?: "sk";
}, {}>;
