export { basketarticlenumber2 as "basketArticleNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketarticlenumber2Inputs = {};
/**

* @param {Basketarticlenumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketarticlenumber2: ((inputs?: Basketarticlenumber2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketarticlenumber2Inputs, {
    locale?: "sk";
}, {}>;
