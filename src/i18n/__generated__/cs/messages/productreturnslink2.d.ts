export { productreturnslink2 as "productReturnsLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreturnslink2Inputs = {};
/**

* @param {Productreturnslink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const productreturnslink2: ((inputs?: Productreturnslink2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreturnslink2Inputs, {
    locale?: "cs";
}, {}>;
