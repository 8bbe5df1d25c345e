export { rating_not_available18 as "RATING_NOT_AVAILABLE" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Not_Available18Inputs = {};
/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const rating_not_available18: ((inputs?: Rating_Not_Available18Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Not_Available18Inputs, {
    locale?: "nl";
}, {}>;
