export { newsletteremail1 as "newsletterEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteremail1Inputs = {};
/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newsletteremail1: ((inputs?: Newsletteremail1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteremail1Inputs, {
    locale?: "cs";
}, {}>;
