export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutconfirmationemail2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutconfirmationemail2: ((inputs: Checkoutconfirmationemail2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutconfirmationemail2Inputs, {
    locale?: "fr";
}, {}>;
