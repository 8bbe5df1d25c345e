export { customerordernotfound3 as "customerOrderNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordernotfound3Inputs = {};
/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerordernotfound3: ((inputs?: Customerordernotfound3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordernotfound3Inputs, {
    locale?: "de-CH";
}, {}>;
