export { customerloggedout2 as "customerLoggedOut" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerloggedout2Inputs = {};
/**

* @param {Customerloggedout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerloggedout2: ((inputs?: Customerloggedout2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerloggedout2Inputs, {
    locale?: "nl";
}, {}>;
