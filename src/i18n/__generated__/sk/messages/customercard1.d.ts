export { customercard1 as "customerCard" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customercard1Inputs = {};
/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customercard1: ((inputs?: Customercard1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customercard1Inputs, {
    locale?: "sk";
}, {}>;
