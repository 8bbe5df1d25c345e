export { reviewratingrequired2 as "reviewRatingRequired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewratingrequired2Inputs = {};
/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewratingrequired2: ((inputs?: Reviewratingrequired2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewratingrequired2Inputs, {
    locale?: "de-CH";
}, {}>;
