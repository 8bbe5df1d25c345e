export { trackingreturns1 as "trackingReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingreturns1Inputs = {};
/**

* @param {Trackingreturns1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const trackingreturns1: ((inputs?: Trackingreturns1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingreturns1Inputs, {
    locale?: "de-CH";
}, {}>;
