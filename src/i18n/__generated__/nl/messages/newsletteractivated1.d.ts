export { newsletteractivated1 as "newsletterActivated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteractivated1Inputs = {};
/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletteractivated1: ((inputs?: Newsletteractivated1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteractivated1Inputs, {
    locale?: "nl";
}, {}>;
