export { checkoutsalutationf2 as "checkoutSalutationF" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutationf2Inputs = {};
/**

* @param {Checkoutsalutationf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutationf2: ((inputs?: Checkoutsalutationf2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutationf2Inputs, {
    locale?: "cs";
}, {}>;
