export { productdisposalnote2 as "productDisposalNote" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalnote2Inputs = {};
/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productdisposalnote2: ((inputs?: Productdisposalnote2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalnote2Inputs, {
    locale?: "sv";
}, {}>;
