export { reviewaverage1 as "reviewAverage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewaverage1Inputs = {
    value: NonNullable<unknown>;
};
/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewaverage1: ((inputs: Reviewaverage1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewaverage1Inputs, {
    locale?: "de-CH";
}, {}>;
