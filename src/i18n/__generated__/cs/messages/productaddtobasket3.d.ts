export { productaddtobasket3 as "productAddToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productaddtobasket3Inputs = {};
/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productaddtobasket3: ((inputs?: Productaddtobasket3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productaddtobasket3Inputs, {
    locale?: "cs";
}, {}>;
