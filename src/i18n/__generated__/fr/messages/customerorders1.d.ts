export { customerorders1 as "customerOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorders1Inputs = {};
/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorders1: ((inputs?: Customerorders1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorders1Inputs, {
    locale?: "fr";
}, {}>;
