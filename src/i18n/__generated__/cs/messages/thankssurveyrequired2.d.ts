export { thankssurveyrequired2 as "thanksSurveyRequired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveyrequired2Inputs = {};
/**

* @param {Thankssurveyrequired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const thankssurveyrequired2: ((inputs?: Thankssurveyrequired2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveyrequired2Inputs, {
    locale?: "cs";
}, {}>;
