export { accountprompttitle2 as "accountPromptTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountprompttitle2Inputs = {};
/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountprompttitle2: ((inputs?: Accountprompttitle2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountprompttitle2Inputs, {
    locale?: "de-CH";
}, {}>;
