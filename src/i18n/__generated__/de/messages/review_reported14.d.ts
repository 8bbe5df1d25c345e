export { review_reported14 as "REVIEW_REPORTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Reported14Inputs = {};
/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const review_reported14: ((inputs?: Review_Reported14Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Reported14Inputs, {
    locale?: "de";
}, {}>;
