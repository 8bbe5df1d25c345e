export { reviewdistribution1 as "reviewDistribution" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewdistribution1Inputs = {};
/**

* @param {Reviewdistribution1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewdistribution1: ((inputs?: Reviewdistribution1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewdistribution1Inputs, {
    locale?: "cs";
}, {}>;
