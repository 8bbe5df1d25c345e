export { checkoutconfirmationto2 as "checkoutConfirmationTo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutconfirmationto2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Checkoutconfirmationto2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutconfirmationto2: ((inputs: Checkoutconfirmationto2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutconfirmationto2Inputs, {
    locale?: "sv";
}, {}>;
