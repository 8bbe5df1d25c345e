export { productnosizetable3 as "productNoSizeTable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productnosizetable3Inputs = {};
/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productnosizetable3: ((inputs?: Productnosizetable3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productnosizetable3Inputs, {
    locale?: "nl";
}, {}>;
