export { checkoutfreegift2 as "checkoutFreeGift" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutfreegift2Inputs = {};
/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutfreegift2: ((inputs?: Checkoutfreegift2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutfreegift2Inputs, {
    locale?: "de";
}, {}>;
