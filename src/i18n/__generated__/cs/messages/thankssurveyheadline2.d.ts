export { thankssurveyheadline2 as "thanksSurveyHeadline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyheadline2Inputs = {};
/**

* @param {Thankssurveyheadline2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyheadline2: ((inputs?: Thankssurveyheadline2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyheadline2Inputs, {
    locale?: "cs";
}, {}>;
