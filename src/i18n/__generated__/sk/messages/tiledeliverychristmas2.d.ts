export { tiledeliverychristmas2 as "tileDeliveryChristmas" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverychristmas2Inputs = {};
/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverychristmas2: ((inputs?: Tiledeliverychristmas2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverychristmas2Inputs, {
    locale?: "sk";
}, {}>;
