/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsettings2Inputs */

const sv_panelsconsentsettings2 = /** @type {(inputs: Panelsconsentsettings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inställningar`)
};

/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentsettings2 = sv_panelsconsentsettings2;
export { panelsconsentsettings2 as "panelsConsentSettings" }