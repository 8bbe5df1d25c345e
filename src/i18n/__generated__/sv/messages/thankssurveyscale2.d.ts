export { thankssurveyscale2 as "thanksSurveyScale" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyscale2Inputs = {};
/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyscale2: ((inputs?: Thankssurveyscale2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyscale2Inputs, {
    locale?: "sv";
}, {}>;
