export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Country_Not_Delivered19Inputs = {};
/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const country_not_delivered19: ((inputs?: Country_Not_Delivered19Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Country_Not_Delivered19Inputs, {
    locale?: "nl";
}, {}>;
