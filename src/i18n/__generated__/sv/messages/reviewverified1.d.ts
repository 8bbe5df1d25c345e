export { reviewverified1 as "reviewVerified" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewverified1Inputs = {};
/**

* @param {Reviewverified1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewverified1: ((inputs?: Reviewverified1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewverified1Inputs, {
    locale?: "sv";
}, {}>;
