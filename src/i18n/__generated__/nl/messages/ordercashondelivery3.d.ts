export { ordercashondelivery3 as "orderCashOnDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordercashondelivery3Inputs = {};
/**

* @param {Ordercashondelivery3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const ordercashondelivery3: ((inputs?: Ordercashondelivery3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordercashondelivery3Inputs, {
    locale?: "nl";
}, {}>;
