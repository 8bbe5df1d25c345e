export { checkoutsteppayment2 as "checkoutStepPayment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsteppayment2Inputs = {};
/**

* @param {Checkoutsteppayment2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutsteppayment2: ((inputs?: Checkoutsteppayment2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsteppayment2Inputs, {
    locale?: "cs";
}, {}>;
