export { ordertotal1 as "orderTotal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordertotal1Inputs = {};
/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const ordertotal1: ((inputs?: Ordertotal1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordertotal1Inputs, {
    locale?: "sv";
}, {}>;
