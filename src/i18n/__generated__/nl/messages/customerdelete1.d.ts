export { customerdelete1 as "customerDelete" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdelete1Inputs = {};
/**

* @param {Customerdelete1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerdelete1: ((inputs?: Customerdelete1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdelete1Inputs, {
    locale?: "nl";
}, {}>;
