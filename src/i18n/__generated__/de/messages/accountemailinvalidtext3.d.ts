export { accountemailinvalidtext3 as "accountEmailInvalidText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailinvalidtext3Inputs = {};
/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountemailinvalidtext3: ((inputs?: Accountemailinvalidtext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailinvalidtext3Inputs, {
    locale?: "de";
}, {}>;
