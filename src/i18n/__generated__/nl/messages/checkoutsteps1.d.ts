export { checkoutsteps1 as "checkoutSteps" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsteps1Inputs = {};
/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutsteps1: ((inputs?: Checkoutsteps1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsteps1Inputs, {
    locale?: "nl";
}, {}>;
