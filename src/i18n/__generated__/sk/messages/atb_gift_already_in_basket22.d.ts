export { atb_gift_already_in_basket22 as "ATB_GIFT_ALREADY_IN_BASKET" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Atb_Gift_Already_In_Basket22Inputs = {};
/**

* @param {Atb_Gift_Already_In_Basket22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const atb_gift_already_in_basket22: ((inputs?: Atb_Gift_Already_In_Basket22Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Atb_Gift_Already_In_Basket22Inputs, {
    locale?: "sk";
}, {}>;
