export { checkoutstepcustomer2 as "checkoutStepCustomer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutstepcustomer2Inputs = {};
/**

* @param {Checkoutstepcustomer2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutstepcustomer2: ((inputs?: Checkoutstepcustomer2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutstepcustomer2Inputs, {
    locale?: "nl";
}, {}>;
