export { trackingreturns1 as "trackingReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturns1Inputs = {};
/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingreturns1: ((inputs?: Trackingreturns1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturns1Inputs, {
    locale?: "sk";
}, {}>;
