export { customerlogout1 as "customerLogout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerlogout1Inputs = {};
/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerlogout1: ((inputs?: Customerlogout1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerlogout1Inputs, {
    locale?: "de-CH";
}, {}>;
