export { productdisposalhint2 as "productDisposalHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalhint2Inputs = {};
/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productdisposalhint2: ((inputs?: Productdisposalhint2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalhint2Inputs, {
    locale?: "cs";
}, {}>;
