export { reviewcount1 as "reviewCount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewcount1Inputs = {
    count: NonNullable<unknown>;
    formatted: NonNullable<unknown>;
};
/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewcount1: ((inputs: Reviewcount1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewcount1Inputs, {
    locale?: "de";
}, {}>;
