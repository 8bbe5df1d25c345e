export { customerrequest1 as "customerRequest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerrequest1Inputs = {};
/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerrequest1: ((inputs?: Customerrequest1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerrequest1Inputs, {
    locale?: "cs";
}, {}>;
