export { checkoutcountryname2 as "checkoutCountryName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcountryname2Inputs = {
    country: "AT" | "CH" | "CZ" | "DE" | "LI" | "LU" | "NL" | "SE" | "SK";
};
/**

* @param {Checkoutcountryname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutcountryname2: ((inputs: Checkoutcountryname2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcountryname2Inputs, {
    locale?: "sk";
}, {}>;
