export { customerorderdate2 as "customerOrderDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdate2Inputs = {};
/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerorderdate2: ((inputs?: Customerorderdate2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdate2Inputs, {
    locale?: "sk";
}, {}>;
