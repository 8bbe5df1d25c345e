export { atb_quantity_limit_exceeded24 as "ATB_QUANTITY_LIMIT_EXCEEDED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_Quantity_Limit_Exceeded24Inputs = {
    quantityLimit: NonNullable<unknown>;
};
/**

* @param {Atb_Quantity_Limit_Exceeded24Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const atb_quantity_limit_exceeded24: ((inputs: Atb_Quantity_Limit_Exceeded24Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_Quantity_Limit_Exceeded24Inputs, {
    locale?: "sk";
}, {}>;
