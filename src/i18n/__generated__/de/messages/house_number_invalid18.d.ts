export { house_number_invalid18 as "HOUSE_NUMBER_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type House_Number_Invalid18Inputs = {};
/**

* @param {House_Number_Invalid18Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const house_number_invalid18: ((inputs?: House_Number_Invalid18Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<House_Number_Invalid18Inputs, {
    locale?: "de";
}, {}>;
