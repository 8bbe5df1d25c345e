export { productsafetywarnings2 as "productSafetyWarnings" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsafetywarnings2Inputs = {};
/**

* @param {Productsafetywarnings2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productsafetywarnings2: ((inputs?: Productsafetywarnings2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsafetywarnings2Inputs, {
    locale?: "cs";
}, {}>;
