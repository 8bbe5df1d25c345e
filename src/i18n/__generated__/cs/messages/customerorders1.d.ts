export { customerorders1 as "customerOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorders1Inputs = {};
/**

* @param {Customerorders1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerorders1: ((inputs?: Customerorders1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorders1Inputs, {
    locale?: "cs";
}, {}>;
