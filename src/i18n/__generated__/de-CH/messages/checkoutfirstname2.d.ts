export { checkoutfirstname2 as "checkoutFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutfirstname2Inputs = {};
/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutfirstname2: ((inputs?: Checkoutfirstname2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutfirstname2Inputs, {
    locale?: "de-CH";
}, {}>;
