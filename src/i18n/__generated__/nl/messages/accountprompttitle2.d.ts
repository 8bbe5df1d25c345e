export { accountprompttitle2 as "accountPromptTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountprompttitle2Inputs = {};
/**

* @param {Accountprompttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountprompttitle2: ((inputs?: Accountprompttitle2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountprompttitle2Inputs, {
    locale?: "nl";
}, {}>;
