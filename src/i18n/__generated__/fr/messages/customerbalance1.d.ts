export { customerbalance1 as "customerBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbalance1Inputs = {};
/**

* @param {Customerbalance1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerbalance1: ((inputs?: Customerbalance1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbalance1Inputs, {
    locale?: "fr";
}, {}>;
