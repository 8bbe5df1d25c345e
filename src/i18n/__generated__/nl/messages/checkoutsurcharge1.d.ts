export { checkoutsurcharge1 as "checkoutSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutsurcharge1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutsurcharge1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutsurcharge1: ((inputs: Checkoutsurcharge1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutsurcharge1Inputs, {
    locale?: "nl";
}, {}>;
