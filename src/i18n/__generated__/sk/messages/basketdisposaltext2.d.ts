export { basketdisposaltext2 as "basketDisposalText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposaltext2Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Basketdisposaltext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketdisposaltext2: ((inputs: Basketdisposaltext2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposaltext2Inputs, {
    locale?: "sk";
}, {}>;
