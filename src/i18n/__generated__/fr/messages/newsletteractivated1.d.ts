export { newsletteractivated1 as "newsletterActivated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteractivated1Inputs = {};
/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletteractivated1: ((inputs?: Newsletteractivated1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteractivated1Inputs, {
    locale?: "fr";
}, {}>;
