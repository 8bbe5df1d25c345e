export { checkouttoaddress2 as "checkoutToAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttoaddress2Inputs = {};
/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkouttoaddress2: ((inputs?: Checkouttoaddress2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttoaddress2Inputs, {
    locale?: "de-CH";
}, {}>;
