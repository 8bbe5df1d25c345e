export { tiledeliveryavailable2 as "tileDeliveryAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryavailable2Inputs = {};
/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryavailable2: ((inputs?: Tiledeliveryavailable2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryavailable2Inputs, {
    locale?: "fr";
}, {}>;
