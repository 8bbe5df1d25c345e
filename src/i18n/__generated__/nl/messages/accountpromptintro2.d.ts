export { accountpromptintro2 as "accountPromptIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptintro2Inputs = {};
/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountpromptintro2: ((inputs?: Accountpromptintro2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptintro2Inputs, {
    locale?: "nl";
}, {}>;
