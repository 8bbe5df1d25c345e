export { checkoutsurcharge1 as "checkoutSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsurcharge1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutsurcharge1: ((inputs: Checkoutsurcharge1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsurcharge1Inputs, {
    locale?: "de-CH";
}, {}>;
