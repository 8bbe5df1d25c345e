export { thankssurveysurely2 as "thanksSurveySurely" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveysurely2Inputs = {};
/**

* @param {Thankssurveysurely2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const thankssurveysurely2: ((inputs?: Thankssurveysurely2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveysurely2Inputs, {
    locale?: "de-CH";
}, {}>;
