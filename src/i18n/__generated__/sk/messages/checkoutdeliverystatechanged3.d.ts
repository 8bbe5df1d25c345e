export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutdeliverystatechanged3Inputs = {};
/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutdeliverystatechanged3: ((inputs?: Checkoutdeliverystatechanged3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutdeliverystatechanged3Inputs, {
    locale?: "sk";
}, {}>;
