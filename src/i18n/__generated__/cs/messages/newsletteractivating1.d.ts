export { newsletteractivating1 as "newsletterActivating" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletteractivating1Inputs = {};
/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newsletteractivating1: ((inputs?: Newsletteractivating1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletteractivating1Inputs, {
    locale?: "cs";
}, {}>;
