export { productsize1 as "productSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsize1Inputs = {};
/**

* @param {Productsize1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productsize1: ((inputs?: Productsize1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsize1Inputs, {
    locale?: "sk";
}, {}>;
