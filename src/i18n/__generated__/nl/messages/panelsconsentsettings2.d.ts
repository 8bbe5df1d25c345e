export { panelsconsentsettings2 as "panelsConsentSettings" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsconsentsettings2Inputs = {};
/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsconsentsettings2: ((inputs?: Panelsconsentsettings2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsconsentsettings2Inputs, {
    locale?: "nl";
}, {}>;
