export { productdisposalnone2 as "productDisposalNone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalnone2Inputs = {};
/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productdisposalnone2: ((inputs?: Productdisposalnone2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalnone2Inputs, {
    locale?: "de-CH";
}, {}>;
