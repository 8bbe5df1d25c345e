export { productdisposalpieces2 as "productDisposalPieces" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposalpieces2Inputs = {
    pieces: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
/**

* @param {Productdisposalpieces2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const productdisposalpieces2: ((inputs: Productdisposalpieces2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposalpieces2Inputs, {
    locale?: "fr";
}, {}>;
