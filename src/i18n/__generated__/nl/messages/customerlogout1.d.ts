export { customerlogout1 as "customerLogout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerlogout1Inputs = {};
/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerlogout1: ((inputs?: Customerlogout1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerlogout1Inputs, {
    locale?: "nl";
}, {}>;
