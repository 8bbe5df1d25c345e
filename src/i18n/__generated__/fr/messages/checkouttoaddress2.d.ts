export { checkouttoaddress2 as "checkoutToAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttoaddress2Inputs = {};
/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkouttoaddress2: ((inputs?: Checkouttoaddress2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttoaddress2Inputs, {
    locale?: "fr";
}, {}>;
