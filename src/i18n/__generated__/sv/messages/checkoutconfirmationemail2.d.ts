export { checkoutconfirmationemail2 as "checkoutConfirmationEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutconfirmationemail2Inputs = {
    email: NonNullable<unknown>;
};
/**

* @param {Checkoutconfirmationemail2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutconfirmationemail2: ((inputs: Checkoutconfirmationemail2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutconfirmationemail2Inputs, {
    locale?: "sv";
}, {}>;
