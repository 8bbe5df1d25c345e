export { productfittrue2 as "productFitTrue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productfittrue2Inputs = {};
/**

* @param {Productfittrue2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productfittrue2: ((inputs?: Productfittrue2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productfittrue2Inputs, {
    locale?: "de";
}, {}>;
