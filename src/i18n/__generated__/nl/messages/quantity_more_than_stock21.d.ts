export { quantity_more_than_stock21 as "QUANTITY_MORE_THAN_STOCK" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quantity_More_Than_Stock21Inputs = {
    stock: NonNullable<unknown>;
};
/**

* @param {Quantity_More_Than_Stock21Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const quantity_more_than_stock21: ((inputs: Quantity_More_Than_Stock21Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quantity_More_Than_Stock21Inputs, {
    locale?: "nl";
}, {}>;
