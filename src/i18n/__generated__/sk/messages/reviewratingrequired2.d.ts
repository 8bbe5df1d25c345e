export { reviewratingrequired2 as "reviewRatingRequired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewratingrequired2Inputs = {};
/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewratingrequired2: ((inputs?: Reviewratingrequired2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewratingrequired2Inputs, {
    locale?: "sk";
}, {}>;
