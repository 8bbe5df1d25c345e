export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Already_Submitted22Inputs = {};
/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const rating_already_submitted22: ((inputs?: Rating_Already_Submitted22Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Already_Submitted22Inputs, {
    locale?: "de-CH";
}, {}>;
