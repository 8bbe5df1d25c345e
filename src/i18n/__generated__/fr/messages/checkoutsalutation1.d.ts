export { checkoutsalutation1 as "checkoutSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutation1Inputs = {};
/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutation1: ((inputs?: Checkoutsalutation1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutation1Inputs, {
    locale?: "fr";
}, {}>;
