export { review_reported14 as "REVIEW_REPORTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Review_Reported14Inputs = {};
/**

* @param {Review_Reported14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const review_reported14: ((inputs?: Review_Reported14Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Reported14Inputs, {
    locale?: "nl";
}, {}>;
