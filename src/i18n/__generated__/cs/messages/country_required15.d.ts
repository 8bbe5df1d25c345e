export { country_required15 as "COUNTRY_REQUIRED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Country_Required15Inputs = {};
/**

* @param {Country_Required15Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const country_required15: ((inputs?: Country_Required15Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Country_Required15Inputs, {
    locale?: "cs";
}, {}>;
