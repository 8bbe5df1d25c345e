export { panelssearchterms2 as "panelsSearchTerms" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelssearchterms2Inputs = {};
/**

* @param {Panelssearchterms2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelssearchterms2: ((inputs?: Panelssearchterms2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelssearchterms2Inputs, {
    locale?: "de";
}, {}>;
