export { accountpromptintro2 as "accountPromptIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptintro2Inputs = {};
/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountpromptintro2: ((inputs?: Accountpromptintro2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptintro2Inputs, {
    locale?: "fr";
}, {}>;
