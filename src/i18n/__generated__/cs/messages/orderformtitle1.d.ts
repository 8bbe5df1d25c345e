export { orderformtitle1 as "orderformTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtitle1Inputs = {};
/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderformtitle1: ((inputs?: Orderformtitle1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtitle1Inputs, {
    locale?: "cs";
}, {}>;
