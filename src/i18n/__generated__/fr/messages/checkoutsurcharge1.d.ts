export { checkoutsurcharge1 as "checkoutSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsurcharge1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutsurcharge1: ((inputs: Checkoutsurcharge1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsurcharge1Inputs, {
    locale?: "fr";
}, {}>;
