export { checkoutstepaddress2 as "checkoutStepAddress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutstepaddress2Inputs = {};
/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutstepaddress2: ((inputs?: Checkoutstepaddress2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutstepaddress2Inputs, {
    locale?: "nl";
}, {}>;
