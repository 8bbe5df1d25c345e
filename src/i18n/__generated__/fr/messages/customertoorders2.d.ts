export { customertoorders2 as "customerToOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertoorders2Inputs = {};
/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customertoorders2: ((inputs?: Customertoorders2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertoorders2Inputs, {
    locale?: "fr";
}, {}>;
