export { panelslanguage1 as "panelsLanguage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelslanguage1Inputs = {};
/**

* @param {Panelslanguage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const panelslanguage1: ((inputs?: Panelslanguage1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelslanguage1Inputs, {
    locale?: "fr";
}, {}>;
