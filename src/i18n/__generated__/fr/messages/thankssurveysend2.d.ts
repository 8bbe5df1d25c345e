export { thankssurveysend2 as "thanksSurveySend" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thankssurveysend2Inputs = {};
/**

* @param {Thankssurveysend2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const thankssurveysend2: ((inputs?: Thankssurveysend2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thankssurveysend2Inputs, {
    locale?: "fr";
}, {}>;
