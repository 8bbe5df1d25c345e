export { basketdisposalpieces2 as "basketDisposalPieces" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalpieces2Inputs = {
    count: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
/**

* @param {Basketdisposalpieces2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalpieces2: ((inputs: Basketdisposalpieces2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalpieces2Inputs, {
    locale?: "sk";
}, {}>;
