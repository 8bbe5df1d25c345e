export { customercard1 as "customerCard" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customercard1Inputs = {};
/**

* @param {Customercard1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customercard1: ((inputs?: Customercard1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customercard1Inputs, {
    locale?: "de";
}, {}>;
