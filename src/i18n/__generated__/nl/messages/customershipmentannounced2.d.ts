export { customershipmentannounced2 as "customerShipmentAnnounced" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customershipmentannounced2Inputs = {};
/**

* @param {Customershipmentannounced2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customershipmentannounced2: ((inputs?: Customershipmentannounced2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customershipmentannounced2Inputs, {
    locale?: "nl";
}, {}>;
