export { productinclvat2 as "productInclVat" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productinclvat2Inputs = {};
/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productinclvat2: ((inputs?: Productinclvat2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productinclvat2Inputs, {
    locale?: "nl";
}, {}>;
