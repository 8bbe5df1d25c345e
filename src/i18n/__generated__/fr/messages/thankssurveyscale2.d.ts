export { thankssurveyscale2 as "thanksSurveyScale" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyscale2Inputs = {};
/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyscale2: ((inputs?: Thankssurveyscale2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyscale2Inputs, {
    locale?: "fr";
}, {}>;
