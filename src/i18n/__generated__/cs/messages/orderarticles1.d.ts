export { orderarticles1 as "orderArticles" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderarticles1Inputs = {};
/**

* @param {Orderarticles1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderarticles1: ((inputs?: Orderarticles1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderarticles1Inputs, {
    locale?: "cs";
}, {}>;
