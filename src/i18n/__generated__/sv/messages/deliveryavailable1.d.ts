export { deliveryavailable1 as "deliveryAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deliveryavailable1Inputs = {};
/**

* @param {Deliveryavailable1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const deliveryavailable1: ((inputs?: Deliveryavailable1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deliveryavailable1Inputs, {
    locale?: "sv";
}, {}>;
