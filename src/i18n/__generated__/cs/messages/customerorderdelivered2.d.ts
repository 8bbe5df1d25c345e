export { customerorderdelivered2 as "customerOrderDelivered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdelivered2Inputs = {};
/**

* @param {Customerorderdelivered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerorderdelivered2: ((inputs?: Customerorderdelivered2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdelivered2Inputs, {
    locale?: "cs";
}, {}>;
