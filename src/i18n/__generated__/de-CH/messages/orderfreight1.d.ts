export { orderfreight1 as "orderFreight" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderfreight1Inputs = {};
/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderfreight1: ((inputs?: Orderfreight1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderfreight1Inputs, {
    locale?: "de-CH";
}, {}>;
