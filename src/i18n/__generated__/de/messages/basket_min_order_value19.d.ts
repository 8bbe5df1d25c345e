export { basket_min_order_value19 as "BASKET_MIN_ORDER_VALUE" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basket_Min_Order_Value19Inputs = {};
/**

* @param {Basket_Min_Order_Value19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basket_min_order_value19: ((inputs?: Basket_Min_Order_Value19Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Min_Order_Value19Inputs, {
    locale?: "de";
}, {}>;
