export { customerretry1 as "customerRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerretry1Inputs = {};
/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerretry1: ((inputs?: Customerretry1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerretry1Inputs, {
    locale?: "fr";
}, {}>;
