export { thankssurveyalready2 as "thanksSurveyAlready" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyalready2Inputs = {};
/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyalready2: ((inputs?: Thankssurveyalready2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyalready2Inputs, {
    locale?: "de-CH";
}, {}>;
