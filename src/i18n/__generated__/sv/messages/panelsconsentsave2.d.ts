export { panelsconsentsave2 as "panelsConsentSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentsave2Inputs = {};
/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentsave2: ((inputs?: Panelsconsentsave2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentsave2Inputs, {
    locale?: "sv";
}, {}>;
