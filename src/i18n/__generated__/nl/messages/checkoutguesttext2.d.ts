export { checkoutguesttext2 as "checkoutGuestText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutguesttext2Inputs = {};
/**

* @param {Checkoutguesttext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutguesttext2: ((inputs?: Checkoutguesttext2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutguesttext2Inputs, {
    locale?: "nl";
}, {}>;
