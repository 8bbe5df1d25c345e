export { checkoutsalutationd2 as "checkoutSalutationD" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsalutationd2Inputs = {};
/**

* @param {Checkoutsalutationd2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutsalutationd2: ((inputs?: Checkoutsalutationd2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsalutationd2Inputs, {
    locale?: "sk";
}, {}>;
