export { productperpiece2 as "productPerPiece" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productperpiece2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Productperpiece2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productperpiece2: ((inputs: Productperpiece2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productperpiece2Inputs, {
    locale?: "fr";
}, {}>;
