export { customernotverified2 as "customerNotVerified" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customernotverified2Inputs = {};
/**

* @param {Customernotverified2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customernotverified2: ((inputs?: Customernotverified2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customernotverified2Inputs, {
    locale?: "de";
}, {}>;
