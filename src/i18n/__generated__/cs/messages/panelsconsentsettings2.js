/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsettings2Inputs */

const cs_panelsconsentsettings2 = /** @type {(inputs: Panelsconsentsettings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastavení`)
};

/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentsettings2 = cs_panelsconsentsettings2;
export { panelsconsentsettings2 as "panelsConsentSettings" }