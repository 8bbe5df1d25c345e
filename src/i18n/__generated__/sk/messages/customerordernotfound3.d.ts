export { customerordernotfound3 as "customerOrderNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordernotfound3Inputs = {};
/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerordernotfound3: ((inputs?: Customerordernotfound3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordernotfound3Inputs, {
    locale?: "sk";
}, {}>;
