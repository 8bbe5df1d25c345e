export { orderexpress1 as "orderExpress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderexpress1Inputs = {};
/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderexpress1: ((inputs?: Orderexpress1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderexpress1Inputs, {
    locale?: "de-CH";
}, {}>;
