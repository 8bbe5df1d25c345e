export { productreturnstext2 as "productReturnsText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreturnstext2Inputs = {};
/**

* @param {Productreturnstext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productreturnstext2: ((inputs?: Productreturnstext2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreturnstext2Inputs, {
    locale?: "sv";
}, {}>;
