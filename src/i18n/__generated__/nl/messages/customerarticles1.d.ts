export { customerarticles1 as "customerArticles" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerarticles1Inputs = {};
/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerarticles1: ((inputs?: Customerarticles1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerarticles1Inputs, {
    locale?: "nl";
}, {}>;
