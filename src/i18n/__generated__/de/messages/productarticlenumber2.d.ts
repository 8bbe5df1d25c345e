export { productarticlenumber2 as "productArticleNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productarticlenumber2Inputs = {};
/**

* @param {Productarticlenumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productarticlenumber2: ((inputs?: Productarticlenumber2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productarticlenumber2Inputs, {
    locale?: "de";
}, {}>;
