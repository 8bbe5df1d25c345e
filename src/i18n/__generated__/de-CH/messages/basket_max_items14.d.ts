export { basket_max_items14 as "BASKET_MAX_ITEMS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basket_Max_Items14Inputs = {
    basketMaxItems: NonNullable<unknown>;
};
/**

* @param {Basket_Max_Items14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basket_max_items14: ((inputs: Basket_Max_Items14Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Max_Items14Inputs, {
    locale?: "de-CH";
}, {}>;
