export { customerretry1 as "customerRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerretry1Inputs = {};
/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerretry1: ((inputs?: Customerretry1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerretry1Inputs, {
    locale?: "sk";
}, {}>;
