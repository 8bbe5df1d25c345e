export { panelslanguagetitle2 as "panelsLanguageTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelslanguagetitle2Inputs = {};
/**

* @param {Panelslanguagetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const panelslanguagetitle2: ((inputs?: Panelslanguagetitle2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelslanguagetitle2Inputs, {
    locale?: "de-CH";
}, {}>;
