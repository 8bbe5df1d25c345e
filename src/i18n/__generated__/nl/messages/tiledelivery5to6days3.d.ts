export { tiledelivery5to6days3 as "tileDelivery5To6Days" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledelivery5to6days3Inputs = {};
/**

* @param {Tiledelivery5to6days3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tiledelivery5to6days3: ((inputs?: Tiledelivery5to6days3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledelivery5to6days3Inputs, {
    locale?: "nl";
}, {}>;
