export { phone_invalid12 as "PHONE_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Phone_Invalid12Inputs = {};
/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const phone_invalid12: ((inputs?: Phone_Invalid12Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Phone_Invalid12Inputs, {
    locale?: "de-CH";
}, {}>;
