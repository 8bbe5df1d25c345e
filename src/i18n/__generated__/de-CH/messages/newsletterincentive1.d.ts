export { newsletterincentive1 as "newsletterIncentive" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterincentive1Inputs = {};
/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletterincentive1: ((inputs?: Newsletterincentive1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterincentive1Inputs, {
    locale?: "de-CH";
}, {}>;
