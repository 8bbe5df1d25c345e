export { producttobasket2 as "productToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Producttobasket2Inputs = {};
/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const producttobasket2: ((inputs?: Producttobasket2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Producttobasket2Inputs, {
    locale?: "cs";
}, {}>;
