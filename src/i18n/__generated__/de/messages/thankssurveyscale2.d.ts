export { thankssurveyscale2 as "thanksSurveyScale" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyscale2Inputs = {};
/**

* @param {Thankssurveyscale2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyscale2: ((inputs?: Thankssurveyscale2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyscale2Inputs, {
    locale?: "de";
}, {}>;
