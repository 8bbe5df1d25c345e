export { reviewreport1 as "reviewReport" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewreport1Inputs = {};
/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewreport1: ((inputs?: Reviewreport1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewreport1Inputs, {
    locale?: "de-CH";
}, {}>;
