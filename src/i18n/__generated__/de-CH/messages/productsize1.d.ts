export { productsize1 as "productSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsize1Inputs = {};
/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productsize1: ((inputs?: Productsize1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsize1Inputs, {
    locale?: "de-CH";
}, {}>;
