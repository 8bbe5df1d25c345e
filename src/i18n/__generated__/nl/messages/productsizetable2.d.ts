export { productsizetable2 as "productSizeTable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsizetable2Inputs = {};
/**

* @param {Productsizetable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productsizetable2: ((inputs?: Productsizetable2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsizetable2Inputs, {
    locale?: "nl";
}, {}>;
