export { newsletteractivated1 as "newsletterActivated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteractivated1Inputs = {};
/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newsletteractivated1: ((inputs?: Newsletteractivated1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteractivated1Inputs, {
    locale?: "de";
}, {}>;
