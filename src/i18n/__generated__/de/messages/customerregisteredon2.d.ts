export { customerregisteredon2 as "customerRegisteredOn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerregisteredon2Inputs = {};
/**

* @param {Customerregisteredon2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerregisteredon2: ((inputs?: Customerregisteredon2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerregisteredon2Inputs, {
    locale?: "de";
}, {}>;
