export { reviewoverview1 as "reviewOverview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoverview1Inputs = {};
/**

* @param {Reviewoverview1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewoverview1: ((inputs?: Reviewoverview1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoverview1Inputs, {
    locale?: "de";
}, {}>;
