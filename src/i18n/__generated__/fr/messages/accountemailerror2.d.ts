export { accountemailerror2 as "accountEmailError" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailerror2Inputs = {};
/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountemailerror2: ((inputs?: Accountemailerror2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailerror2Inputs, {
    locale?: "fr";
}, {}>;
