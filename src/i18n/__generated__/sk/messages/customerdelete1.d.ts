export { customerdelete1 as "customerDelete" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdelete1Inputs = {};
/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerdelete1: ((inputs?: Customerdelete1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdelete1Inputs, {
    locale?: "sk";
}, {}>;
