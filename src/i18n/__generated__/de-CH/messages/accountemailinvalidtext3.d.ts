export { accountemailinvalidtext3 as "accountEmailInvalidText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailinvalidtext3Inputs = {};
/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountemailinvalidtext3: ((inputs?: Accountemailinvalidtext3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailinvalidtext3Inputs, {
    locale?: "de-CH";
}, {}>;
