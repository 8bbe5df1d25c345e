export { customerorderdelivered2 as "customerOrderDelivered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdelivered2Inputs = {};
/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorderdelivered2: ((inputs?: Customerorderdelivered2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdelivered2Inputs, {
    locale?: "fr";
}, {}>;
