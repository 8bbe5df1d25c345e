export { tiledelivery8to10days3 as "tileDelivery8To10Days" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledelivery8to10days3Inputs = {};
/**

* @param {Tiledelivery8to10days3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tiledelivery8to10days3: ((inputs?: Tiledelivery8to10days3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledelivery8to10days3Inputs, {
    locale?: "de";
}, {}>;
