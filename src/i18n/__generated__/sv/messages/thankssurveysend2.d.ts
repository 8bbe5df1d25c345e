export { thankssurveysend2 as "thanksSurveySend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveysend2Inputs = {};
/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const thankssurveysend2: ((inputs?: Thankssurveysend2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveysend2Inputs, {
    locale?: "sv";
}, {}>;
