export { productdisposalhint2 as "productDisposalHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalhint2Inputs = {};
/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productdisposalhint2: ((inputs?: Productdisposalhint2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalhint2Inputs, {
    locale?: "nl";
}, {}>;
