export { searchprompt1 as "searchPrompt" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Searchprompt1Inputs = {};
/**

* @param {Searchprompt1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const searchprompt1: ((inputs?: Searchprompt1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Searchprompt1Inputs, {
    locale?: "cs";
}, {}>;
