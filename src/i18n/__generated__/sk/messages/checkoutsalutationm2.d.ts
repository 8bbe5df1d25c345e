export { checkoutsalutationm2 as "checkoutSalutationM" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutationm2Inputs = {};
/**

* @param {Checkoutsalutationm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutationm2: ((inputs?: Checkoutsalutationm2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutationm2Inputs, {
    locale?: "sk";
}, {}>;
