export { thankssurveyalready2 as "thanksSurveyAlready" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyalready2Inputs = {};
/**

* @param {Thankssurveyalready2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyalready2: ((inputs?: Thankssurveyalready2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyalready2Inputs, {
    locale?: "sv";
}, {}>;
