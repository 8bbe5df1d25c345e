export { reviewstars1 as "reviewStars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewstars1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewstars1: ((inputs: Reviewstars1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewstars1Inputs, {
    locale?: "de-CH";
}, {}>;
