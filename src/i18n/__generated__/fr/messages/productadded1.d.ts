export { productadded1 as "productAdded" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productadded1Inputs = {};
/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productadded1: ((inputs?: Productadded1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productadded1Inputs, {
    locale?: "fr";
}, {}>;
