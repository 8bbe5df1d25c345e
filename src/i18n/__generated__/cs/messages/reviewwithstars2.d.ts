export { reviewwithstars2 as "reviewWithStars" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewwithstars2Inputs = {
    count: NonNullable<unknown>;
};
/**

* @param {Reviewwithstars2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewwithstars2: ((inputs: Reviewwithstars2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewwithstars2Inputs, {
    locale?: "cs";
}, {}>;
