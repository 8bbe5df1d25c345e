export { thankssurveyduration2 as "thanksSurveyDuration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyduration2Inputs = {};
/**

* @param {Thankssurveyduration2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyduration2: ((inputs?: Thankssurveyduration2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyduration2Inputs, {
    locale?: "de-CH";
}, {}>;
