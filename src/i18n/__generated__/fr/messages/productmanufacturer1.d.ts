export { productmanufacturer1 as "productManufacturer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productmanufacturer1Inputs = {};
/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productmanufacturer1: ((inputs?: Productmanufacturer1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productmanufacturer1Inputs, {
    locale?: "fr";
}, {}>;
