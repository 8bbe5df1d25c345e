export { quantity_limit_exceeded21 as "QUANTITY_LIMIT_EXCEEDED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quantity_Limit_Exceeded21Inputs = {
    displayNumber: NonNullable<unknown>;
};
/**

* @param {Quantity_Limit_Exceeded21Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const quantity_limit_exceeded21: ((inputs: Quantity_Limit_Exceeded21Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quantity_Limit_Exceeded21Inputs, {
    locale?: "fr";
}, {}>;
