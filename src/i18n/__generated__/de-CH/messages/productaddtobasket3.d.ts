export { productaddtobasket3 as "productAddToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productaddtobasket3Inputs = {};
/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productaddtobasket3: ((inputs?: Productaddtobasket3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productaddtobasket3Inputs, {
    locale?: "de-CH";
}, {}>;
