export { thankssurveysurely2 as "thanksSurveySurely" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveysurely2Inputs = {};
/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const thankssurveysurely2: ((inputs?: Thankssurveysurely2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveysurely2Inputs, {
    locale?: "sv";
}, {}>;
