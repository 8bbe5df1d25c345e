export { checkoutdeliverystatechanged3 as "checkoutDeliveryStateChanged" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutdeliverystatechanged3Inputs = {};
/**

* @param {Checkoutdeliverystatechanged3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutdeliverystatechanged3: ((inputs?: Checkoutdeliverystatechanged3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutdeliverystatechanged3Inputs, {
    locale?: "sv";
}, {}>;
