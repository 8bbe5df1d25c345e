export { customeryes1 as "customerYes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeryes1Inputs = {};
/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customeryes1: ((inputs?: Customeryes1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeryes1Inputs, {
    locale?: "fr";
}, {}>;
