export { productadded1 as "productAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productadded1Inputs = {};
/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productadded1: ((inputs?: Productadded1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productadded1Inputs, {
    locale?: "sk";
}, {}>;
