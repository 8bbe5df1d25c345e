export { no_reviews9 as "NO_REVIEWS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Reviews9Inputs = {};
/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const no_reviews9: ((inputs?: No_Reviews9Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Reviews9Inputs, {
    locale?: "de-CH";
}, {}>;
