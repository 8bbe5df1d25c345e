export { productfittrue2 as "productFitTrue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfittrue2Inputs = {};
/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productfittrue2: ((inputs?: Productfittrue2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfittrue2Inputs, {
    locale?: "fr";
}, {}>;
