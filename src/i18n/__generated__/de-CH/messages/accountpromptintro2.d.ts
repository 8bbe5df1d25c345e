export { accountpromptintro2 as "accountPromptIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptintro2Inputs = {};
/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptintro2: ((inputs?: Accountpromptintro2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptintro2Inputs, {
    locale?: "de-CH";
}, {}>;
