export { checkoutchangeaddress2 as "checkoutChangeAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutchangeaddress2Inputs = {};
/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutchangeaddress2: ((inputs?: Checkoutchangeaddress2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutchangeaddress2Inputs, {
    locale?: "fr";
}, {}>;
