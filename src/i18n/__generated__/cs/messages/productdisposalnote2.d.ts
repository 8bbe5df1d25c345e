export { productdisposalnote2 as "productDisposalNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalnote2Inputs = {};
/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productdisposalnote2: ((inputs?: Productdisposalnote2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalnote2Inputs, {
    locale?: "cs";
}, {}>;
