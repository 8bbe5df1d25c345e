export { customerorderdate2 as "customerOrderDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerorderdate2Inputs = {};
/**

* @param {Customerorderdate2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerorderdate2: ((inputs?: Customerorderdate2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerorderdate2Inputs, {
    locale?: "de-CH";
}, {}>;
