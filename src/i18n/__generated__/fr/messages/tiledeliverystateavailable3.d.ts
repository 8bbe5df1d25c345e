export { tiledeliverystateavailable3 as "tileDeliveryStateAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliverystateavailable3Inputs = {};
/**

* @param {Tiledeliverystateavailable3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tiledeliverystateavailable3: ((inputs?: Tiledeliverystateavailable3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliverystateavailable3Inputs, {
    locale?: "fr";
}, {}>;
