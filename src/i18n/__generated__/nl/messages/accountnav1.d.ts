export { accountnav1 as "accountNav" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnav1Inputs = {};
/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountnav1: ((inputs?: Accountnav1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnav1Inputs, {
    locale?: "nl";
}, {}>;
