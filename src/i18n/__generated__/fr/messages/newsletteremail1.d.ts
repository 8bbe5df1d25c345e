export { newsletteremail1 as "newsletterEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteremail1Inputs = {};
/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletteremail1: ((inputs?: Newsletteremail1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteremail1Inputs, {
    locale?: "fr";
}, {}>;
