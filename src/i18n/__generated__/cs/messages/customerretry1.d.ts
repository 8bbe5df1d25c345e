export { customerretry1 as "customerRetry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerretry1Inputs = {};
/**

* @param {Customerretry1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerretry1: ((inputs?: Customerretry1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerretry1Inputs, {
    locale?: "cs";
}, {}>;
