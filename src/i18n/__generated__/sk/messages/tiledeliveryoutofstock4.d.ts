export { tiledeliveryoutofstock4 as "tileDeliveryOutOfStock" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryoutofstock4Inputs = {};
/**

* @param {Tiledeliveryoutofstock4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryoutofstock4: ((inputs?: Tiledeliveryoutofstock4Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryoutofstock4Inputs, {
    locale?: "sk";
}, {}>;
