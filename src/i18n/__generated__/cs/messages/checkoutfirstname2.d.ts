export { checkoutfirstname2 as "checkoutFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutfirstname2Inputs = {};
/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutfirstname2: ((inputs?: Checkoutfirstname2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutfirstname2Inputs, {
    locale?: "cs";
}, {}>;
