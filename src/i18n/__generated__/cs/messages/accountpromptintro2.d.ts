export { accountpromptintro2 as "accountPromptIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptintro2Inputs = {};
/**

* @param {Accountpromptintro2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountpromptintro2: ((inputs?: Accountpromptintro2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptintro2Inputs, {
    locale?: "cs";
}, {}>;
