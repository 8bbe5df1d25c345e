export { baskettocheckout2 as "basketToCheckout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskettocheckout2Inputs = {};
/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const baskettocheckout2: ((inputs?: Baskettocheckout2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskettocheckout2Inputs, {
    locale?: "nl";
}, {}>;
