export { customernotverified2 as "customerNotVerified" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customernotverified2Inputs = {};
/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customernotverified2: ((inputs?: Customernotverified2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customernotverified2Inputs, {
    locale?: "fr";
}, {}>;
