export { orderformnumber1 as "orderformNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformnumber1Inputs = {};
/**

* @param {Orderformnumber1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderformnumber1: ((inputs?: Orderformnumber1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformnumber1Inputs, {
    locale?: "cs";
}, {}>;
