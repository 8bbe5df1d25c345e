export { checkoutguesttitle2 as "checkoutGuestTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutguesttitle2Inputs = {};
/**

* @param {Checkoutguesttitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutguesttitle2: ((inputs?: Checkoutguesttitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutguesttitle2Inputs, {
    locale?: "de";
}, {}>;
