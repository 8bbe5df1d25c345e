export { customerdue1 as "customerDue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdue1Inputs = {};
/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerdue1: ((inputs?: Customerdue1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdue1Inputs, {
    locale?: "cs";
}, {}>;
