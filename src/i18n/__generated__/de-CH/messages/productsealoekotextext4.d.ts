export { productsealoekotextext4 as "productSealOekoTexText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealoekotextext4Inputs = {};
/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productsealoekotextext4: ((inputs?: Productsealoekotextext4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealoekotextext4Inputs, {
    locale?: "de-CH";
}, {}>;
