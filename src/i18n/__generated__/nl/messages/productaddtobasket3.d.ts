export { productaddtobasket3 as "productAddToBasket" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productaddtobasket3Inputs = {};
/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const productaddtobasket3: ((inputs?: Productaddtobasket3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productaddtobasket3Inputs, {
    locale?: "nl";
}, {}>;
