export { orderfreight1 as "orderFreight" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderfreight1Inputs = {};
/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const orderfreight1: ((inputs?: Orderfreight1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderfreight1Inputs, {
    locale?: "nl";
}, {}>;
