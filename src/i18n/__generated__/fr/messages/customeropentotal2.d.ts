export { customeropentotal2 as "customerOpenTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropentotal2Inputs = {};
/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customeropentotal2: ((inputs?: Customeropentotal2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropentotal2Inputs, {
    locale?: "fr";
}, {}>;
