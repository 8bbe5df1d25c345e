export { customershipmentdelivered2 as "customerShipmentDelivered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentdelivered2Inputs = {};
/**

* @param {Customershipmentdelivered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customershipmentdelivered2: ((inputs?: Customershipmentdelivered2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentdelivered2Inputs, {
    locale?: "sv";
}, {}>;
