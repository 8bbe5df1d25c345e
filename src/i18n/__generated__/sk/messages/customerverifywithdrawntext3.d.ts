export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerverifywithdrawntext3Inputs = {};
/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerverifywithdrawntext3: ((inputs?: Customerverifywithdrawntext3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerverifywithdrawntext3Inputs, {
    locale?: "sk";
}, {}>;
