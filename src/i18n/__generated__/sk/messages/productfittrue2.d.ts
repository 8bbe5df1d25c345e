export { productfittrue2 as "productFitTrue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfittrue2Inputs = {};
/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productfittrue2: ((inputs?: Productfittrue2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfittrue2Inputs, {
    locale?: "sk";
}, {}>;
