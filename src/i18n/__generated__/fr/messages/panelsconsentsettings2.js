/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsettings2Inputs */

const fr_panelsconsentsettings2 = /** @type {(inputs: Panelsconsentsettings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres`)
};

/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentsettings2 = fr_panelsconsentsettings2;
export { panelsconsentsettings2 as "panelsConsentSettings" }