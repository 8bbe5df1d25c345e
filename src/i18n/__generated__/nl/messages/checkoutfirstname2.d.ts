export { checkoutfirstname2 as "checkoutFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutfirstname2Inputs = {};
/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutfirstname2: ((inputs?: Checkoutfirstname2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutfirstname2Inputs, {
    locale?: "nl";
}, {}>;
