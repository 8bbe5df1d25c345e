export { customerrequest1 as "customerRequest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequest1Inputs = {};
/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerrequest1: ((inputs?: Customerrequest1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequest1Inputs, {
    locale?: "fr";
}, {}>;
