export { productsealgreenbuttontext4 as "productSealGreenButtonText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealgreenbuttontext4Inputs = {};
/**

* @param {Productsealgreenbuttontext4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productsealgreenbuttontext4: ((inputs?: Productsealgreenbuttontext4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealgreenbuttontext4Inputs, {
    locale?: "sv";
}, {}>;
