export { accountemailinvalidtext3 as "accountEmailInvalidText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailinvalidtext3Inputs = {};
/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountemailinvalidtext3: ((inputs?: Accountemailinvalidtext3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailinvalidtext3Inputs, {
    locale?: "fr";
}, {}>;
