export { customershipmentdelivered2 as "customerShipmentDelivered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentdelivered2Inputs = {};
/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customershipmentdelivered2: ((inputs?: Customershipmentdelivered2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentdelivered2Inputs, {
    locale?: "cs";
}, {}>;
