export { customerdueon2 as "customerDueOn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdueon2Inputs = {};
/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerdueon2: ((inputs?: Customerdueon2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdueon2Inputs, {
    locale?: "de-CH";
}, {}>;
