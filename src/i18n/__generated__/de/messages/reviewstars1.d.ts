export { reviewstars1 as "reviewStars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewstars1Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewstars1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewstars1: ((inputs: Reviewstars1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewstars1Inputs, {
    locale?: "de";
}, {}>;
