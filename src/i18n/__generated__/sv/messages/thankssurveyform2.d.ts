export { thankssurveyform2 as "thanksSurveyForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyform2Inputs = {};
/**

* @param {Thankssurveyform2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyform2: ((inputs?: Thankssurveyform2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyform2Inputs, {
    locale?: "sv";
}, {}>;
