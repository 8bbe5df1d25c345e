export { customerordernotfound3 as "customerOrderNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordernotfound3Inputs = {};
/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerordernotfound3: ((inputs?: Customerordernotfound3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordernotfound3Inputs, {
    locale?: "nl";
}, {}>;
