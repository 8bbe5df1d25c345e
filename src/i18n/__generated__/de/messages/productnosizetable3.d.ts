export { productnosizetable3 as "productNoSizeTable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productnosizetable3Inputs = {};
/**

* @param {Productnosizetable3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productnosizetable3: ((inputs?: Productnosizetable3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productnosizetable3Inputs, {
    locale?: "de";
}, {}>;
