export { panelslanguage1 as "panelsLanguage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelslanguage1Inputs = {};
/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelslanguage1: ((inputs?: Panelslanguage1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelslanguage1Inputs, {
    locale?: "nl";
}, {}>;
