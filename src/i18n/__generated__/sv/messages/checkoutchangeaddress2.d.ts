export { checkoutchangeaddress2 as "checkoutChangeAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutchangeaddress2Inputs = {};
/**

* @param {Checkoutchangeaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutchangeaddress2: ((inputs?: Checkoutchangeaddress2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutchangeaddress2Inputs, {
    locale?: "sv";
}, {}>;
