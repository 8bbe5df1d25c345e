export { customerarticles1 as "customerArticles" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerarticles1Inputs = {};
/**

* @param {Customerarticles1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerarticles1: ((inputs?: Customerarticles1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerarticles1Inputs, {
    locale?: "sv";
}, {}>;
