export { birthday_invalid15 as "BIRTHDAY_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Birthday_Invalid15Inputs = {};
/**

* @param {Birthday_Invalid15Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const birthday_invalid15: ((inputs?: Birthday_Invalid15Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Birthday_Invalid15Inputs, {
    locale?: "de";
}, {}>;
