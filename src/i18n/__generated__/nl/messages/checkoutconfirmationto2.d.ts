export { checkoutconfirmationto2 as "checkoutConfirmationTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutconfirmationto2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutconfirmationto2: ((inputs: Checkoutconfirmationto2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutconfirmationto2Inputs, {
    locale?: "nl";
}, {}>;
