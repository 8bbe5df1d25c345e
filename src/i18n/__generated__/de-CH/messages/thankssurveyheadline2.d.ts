export { thankssurveyheadline2 as "thanksSurveyHeadline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyheadline2Inputs = {};
/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyheadline2: ((inputs?: Thankssurveyheadline2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyheadline2Inputs, {
    locale?: "de-CH";
}, {}>;
