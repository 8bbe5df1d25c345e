export { customerregisteredon2 as "customerRegisteredOn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerregisteredon2Inputs = {};
/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerregisteredon2: ((inputs?: Customerregisteredon2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerregisteredon2Inputs, {
    locale?: "fr";
}, {}>;
