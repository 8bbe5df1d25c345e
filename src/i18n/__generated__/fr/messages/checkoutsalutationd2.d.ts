export { checkoutsalutationd2 as "checkoutSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutationd2Inputs = {};
/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutationd2: ((inputs?: Checkoutsalutationd2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutationd2Inputs, {
    locale?: "fr";
}, {}>;
