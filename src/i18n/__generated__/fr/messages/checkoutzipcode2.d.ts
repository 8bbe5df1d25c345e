export { checkoutzipcode2 as "checkoutZipCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutzipcode2Inputs = {};
/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutzipcode2: ((inputs?: Checkoutzipcode2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutzipcode2Inputs, {
    locale?: "fr";
}, {}>;
