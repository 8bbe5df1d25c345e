export { productsealoekotextext4 as "productSealOekoTexText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productsealoekotextext4Inputs = {};
/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productsealoekotextext4: ((inputs?: Productsealoekotextext4Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productsealoekotextext4Inputs, {
    locale?: "fr";
}, {}>;
