export { basketfreegift2 as "basketFreeGift" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketfreegift2Inputs = {};
/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketfreegift2: ((inputs?: Basketfreegift2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketfreegift2Inputs, {
    locale?: "de-CH";
}, {}>;
