export { panelslanguagecurrent2 as "panelsLanguageCurrent" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelslanguagecurrent2Inputs = {
    language: NonNullable<unknown>;
};
/**

* @param {Panelslanguagecurrent2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelslanguagecurrent2: ((inputs: Panelslanguagecurrent2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelslanguagecurrent2Inputs, {
    locale?: "nl";
}, {}>;
