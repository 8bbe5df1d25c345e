export { customerdelete1 as "customerDelete" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdelete1Inputs = {};
/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerdelete1: ((inputs?: Customerdelete1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdelete1Inputs, {
    locale?: "cs";
}, {}>;
