export { customerperiod1 as "customerPeriod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerperiod1Inputs = {};
/**

* @param {Customerperiod1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerperiod1: ((inputs?: Customerperiod1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerperiod1Inputs, {
    locale?: "fr";
}, {}>;
