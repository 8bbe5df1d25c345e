export { newsletterincentive1 as "newsletterIncentive" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterincentive1Inputs = {};
/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletterincentive1: ((inputs?: Newsletterincentive1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterincentive1Inputs, {
    locale?: "nl";
}, {}>;
