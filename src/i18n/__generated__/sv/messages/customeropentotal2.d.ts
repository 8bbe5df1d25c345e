export { customeropentotal2 as "customerOpenTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropentotal2Inputs = {};
/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customeropentotal2: ((inputs?: Customeropentotal2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropentotal2Inputs, {
    locale?: "sv";
}, {}>;
