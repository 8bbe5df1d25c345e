export { reviewdistribution1 as "reviewDistribution" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewdistribution1Inputs = {};
/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewdistribution1: ((inputs?: Reviewdistribution1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewdistribution1Inputs, {
    locale?: "fr";
}, {}>;
