export { thankssurveynever2 as "thanksSurveyNever" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveynever2Inputs = {};
/**

* @param {Thankssurveynever2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const thankssurveynever2: ((inputs?: Thankssurveynever2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveynever2Inputs, {
    locale?: "nl";
}, {}>;
