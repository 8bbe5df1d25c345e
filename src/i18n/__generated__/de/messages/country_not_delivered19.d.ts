export { country_not_delivered19 as "COUNTRY_NOT_DELIVERED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Country_Not_Delivered19Inputs = {};
/**

* @param {Country_Not_Delivered19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const country_not_delivered19: ((inputs?: Country_Not_Delivered19Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Country_Not_Delivered19Inputs, {
    locale?: "de";
}, {}>;
