export { customerorderdetails2 as "customerOrderDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdetails2Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerorderdetails2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorderdetails2: ((inputs: Customerorderdetails2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdetails2Inputs, {
    locale?: "fr";
}, {}>;
