export { customerverifywithdrawn2 as "customerVerifyWithdrawn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerverifywithdrawn2Inputs = {};
/**

* @param {Customerverifywithdrawn2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerverifywithdrawn2: ((inputs?: Customerverifywithdrawn2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerverifywithdrawn2Inputs, {
    locale?: "fr";
}, {}>;
