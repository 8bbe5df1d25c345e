export { customerbacktoorders3 as "customerBackToOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbacktoorders3Inputs = {};
/**

* @param {Customerbacktoorders3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerbacktoorders3: ((inputs?: Customerbacktoorders3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbacktoorders3Inputs, {
    locale?: "cs";
}, {}>;
