export { customeryes1 as "customerYes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeryes1Inputs = {};
/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customeryes1: ((inputs?: Customeryes1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeryes1Inputs, {
    locale?: "cs";
}, {}>;
