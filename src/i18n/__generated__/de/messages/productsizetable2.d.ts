export { productsizetable2 as "productSizeTable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizetable2Inputs = {};
/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const productsizetable2: ((inputs?: Productsizetable2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizetable2Inputs, {
    locale?: "de";
}, {}>;
