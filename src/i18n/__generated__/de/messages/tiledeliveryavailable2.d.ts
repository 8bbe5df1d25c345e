export { tiledeliveryavailable2 as "tileDeliveryAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryavailable2Inputs = {};
/**

* @param {Tiledeliveryavailable2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryavailable2: ((inputs?: Tiledeliveryavailable2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryavailable2Inputs, {
    locale?: "de";
}, {}>;
