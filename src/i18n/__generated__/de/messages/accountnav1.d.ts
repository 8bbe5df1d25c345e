export { accountnav1 as "accountNav" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnav1Inputs = {};
/**

* @param {Accountnav1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountnav1: ((inputs?: Accountnav1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnav1Inputs, {
    locale?: "de";
}, {}>;
