export { ordercashondelivery3 as "orderCashOnDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordercashondelivery3Inputs = {};
/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const ordercashondelivery3: ((inputs?: Ordercashondelivery3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordercashondelivery3Inputs, {
    locale?: "fr";
}, {}>;
