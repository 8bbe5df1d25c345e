export { customeryes1 as "customerYes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeryes1Inputs = {};
/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customeryes1: ((inputs?: Customeryes1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeryes1Inputs, {
    locale?: "sv";
}, {}>;
