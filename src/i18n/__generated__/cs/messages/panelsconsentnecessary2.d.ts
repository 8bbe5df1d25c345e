export { panelsconsentnecessary2 as "panelsConsentNecessary" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentnecessary2Inputs = {};
/**

* @param {Panelsconsentnecessary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentnecessary2: ((inputs?: Panelsconsentnecessary2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentnecessary2Inputs, {
    locale?: "cs";
}, {}>;
