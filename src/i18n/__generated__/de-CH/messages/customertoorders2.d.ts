export { customertoorders2 as "customerToOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertoorders2Inputs = {};
/**

* @param {Customertoorders2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customertoorders2: ((inputs?: Customertoorders2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertoorders2Inputs, {
    locale?: "de-CH";
}, {}>;
