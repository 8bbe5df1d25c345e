export { accountemailerrortext3 as "accountEmailErrorText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailerrortext3Inputs = {};
/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountemailerrortext3: ((inputs?: Accountemailerrortext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailerrortext3Inputs, {
    locale?: "de";
}, {}>;
