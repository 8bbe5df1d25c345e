export { accountemailerrortext3 as "accountEmailErrorText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailerrortext3Inputs = {};
/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountemailerrortext3: ((inputs?: Accountemailerrortext3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailerrortext3Inputs, {
    locale?: "nl";
}, {}>;
