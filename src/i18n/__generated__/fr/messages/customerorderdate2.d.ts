export { customerorderdate2 as "customerOrderDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdate2Inputs = {};
/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerorderdate2: ((inputs?: Customerorderdate2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdate2Inputs, {
    locale?: "fr";
}, {}>;
