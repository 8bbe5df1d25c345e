export { panelsconsentsettings2 as "panelsConsentSettings" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentsettings2Inputs = {};
/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentsettings2: ((inputs?: Panelsconsentsettings2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentsettings2Inputs, {
    locale?: "de";
}, {}>;
