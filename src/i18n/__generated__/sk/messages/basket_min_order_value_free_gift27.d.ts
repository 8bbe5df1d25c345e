export { basket_min_order_value_free_gift27 as "BASKET_MIN_ORDER_VALUE_FREE_GIFT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basket_Min_Order_Value_Free_Gift27Inputs = {
    formattedMinOrderValueFreeGift: NonNullable<unknown>;
};
/**

* @param {Basket_Min_Order_Value_Free_Gift27Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basket_min_order_value_free_gift27: ((inputs: Basket_Min_Order_Value_Free_Gift27Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Min_Order_Value_Free_Gift27Inputs, {
    locale?: "sk";
}, {}>;
