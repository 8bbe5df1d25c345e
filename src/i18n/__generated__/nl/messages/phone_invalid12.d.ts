export { phone_invalid12 as "PHONE_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Phone_Invalid12Inputs = {};
/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const phone_invalid12: ((inputs?: Phone_Invalid12Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Phone_Invalid12Inputs, {
    locale?: "nl";
}, {}>;
