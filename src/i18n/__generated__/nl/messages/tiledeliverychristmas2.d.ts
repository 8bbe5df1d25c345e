export { tiledeliverychristmas2 as "tileDeliveryChristmas" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverychristmas2Inputs = {};
/**

* @param {Tiledeliverychristmas2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverychristmas2: ((inputs?: Tiledeliverychristmas2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverychristmas2Inputs, {
    locale?: "nl";
}, {}>;
