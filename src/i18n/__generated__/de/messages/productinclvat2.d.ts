export { productinclvat2 as "productInclVat" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productinclvat2Inputs = {};
/**

* @param {Productinclvat2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productinclvat2: ((inputs?: Productinclvat2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productinclvat2Inputs, {
    locale?: "de";
}, {}>;
