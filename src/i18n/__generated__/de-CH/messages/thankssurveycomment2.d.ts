export { thankssurveycomment2 as "thanksSurveyComment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveycomment2Inputs = {};
/**

* @param {Thankssurveycomment2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thankssurveycomment2: ((inputs?: Thankssurveycomment2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveycomment2Inputs, {
    locale?: "de-CH";
}, {}>;
