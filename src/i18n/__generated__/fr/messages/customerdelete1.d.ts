export { customerdelete1 as "customerDelete" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdelete1Inputs = {};
/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerdelete1: ((inputs?: Customerdelete1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdelete1Inputs, {
    locale?: "fr";
}, {}>;
