export { customerorders1 as "customerOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorders1Inputs = {};
/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerorders1: ((inputs?: Customerorders1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorders1Inputs, {
    locale?: "de-CH";
}, {}>;
