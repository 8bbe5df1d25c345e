export { reviewreport1 as "reviewReport" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewreport1Inputs = {};
/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewreport1: ((inputs?: Reviewreport1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewreport1Inputs, {
    locale?: "de";
}, {}>;
