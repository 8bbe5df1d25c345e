export { productdisposallabel2 as "productDisposalLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productdisposallabel2Inputs = {
    fee: NonNullable<unknown>;
};
/**

* @param {Productdisposallabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productdisposallabel2: ((inputs: Productdisposallabel2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productdisposallabel2Inputs, {
    locale?: "sk";
}, {}>;
