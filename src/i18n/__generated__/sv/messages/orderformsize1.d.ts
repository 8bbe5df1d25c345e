export { orderformsize1 as "orderformSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformsize1Inputs = {};
/**

* @param {Orderformsize1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const orderformsize1: ((inputs?: Orderformsize1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformsize1Inputs, {
    locale?: "sv";
}, {}>;
