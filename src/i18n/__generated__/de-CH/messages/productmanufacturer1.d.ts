export { productmanufacturer1 as "productManufacturer" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productmanufacturer1Inputs = {};
/**

* @param {Productmanufacturer1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productmanufacturer1: ((inputs?: Productmanufacturer1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productmanufacturer1Inputs, {
    locale?: "de-CH";
}, {}>;
