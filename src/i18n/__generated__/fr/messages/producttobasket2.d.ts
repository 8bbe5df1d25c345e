export { producttobasket2 as "productToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Producttobasket2Inputs = {};
/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const producttobasket2: ((inputs?: Producttobasket2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Producttobasket2Inputs, {
    locale?: "fr";
}, {}>;
