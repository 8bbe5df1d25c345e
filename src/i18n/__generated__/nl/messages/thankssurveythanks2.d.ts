export { thankssurveythanks2 as "thanksSurveyThanks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveythanks2Inputs = {};
/**

* @param {Thankssurveythanks2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const thankssurveythanks2: ((inputs?: Thankssurveythanks2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveythanks2Inputs, {
    locale?: "nl";
}, {}>;
