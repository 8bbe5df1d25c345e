export { reviewverified1 as "reviewVerified" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewverified1Inputs = {};
/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewverified1: ((inputs?: Reviewverified1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewverified1Inputs, {
    locale?: "nl";
}, {}>;
