export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerverifywithdrawntext3Inputs = {};
/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerverifywithdrawntext3: ((inputs?: Customerverifywithdrawntext3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerverifywithdrawntext3Inputs, {
    locale?: "de-CH";
}, {}>;
