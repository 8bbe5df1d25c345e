export { no_reviews9 as "NO_REVIEWS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Reviews9Inputs = {};
/**

* @param {No_Reviews9Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const no_reviews9: ((inputs?: No_Reviews9Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Reviews9Inputs, {
    locale?: "fr";
}, {}>;
