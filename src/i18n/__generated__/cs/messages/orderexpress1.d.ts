export { orderexpress1 as "orderExpress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderexpress1Inputs = {};
/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderexpress1: ((inputs?: Orderexpress1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderexpress1Inputs, {
    locale?: "cs";
}, {}>;
