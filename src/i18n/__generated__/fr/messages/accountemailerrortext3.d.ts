export { accountemailerrortext3 as "accountEmailErrorText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailerrortext3Inputs = {};
/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountemailerrortext3: ((inputs?: Accountemailerrortext3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailerrortext3Inputs, {
    locale?: "fr";
}, {}>;
