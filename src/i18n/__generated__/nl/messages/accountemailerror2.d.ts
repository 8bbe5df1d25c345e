export { accountemailerror2 as "accountEmailError" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailerror2Inputs = {};
/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountemailerror2: ((inputs?: Accountemailerror2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailerror2Inputs, {
    locale?: "nl";
}, {}>;
