export { checkoutsalutationf2 as "checkoutSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutationf2Inputs = {};
/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutationf2: ((inputs?: Checkoutsalutationf2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutationf2Inputs, {
    locale?: "fr";
}, {}>;
