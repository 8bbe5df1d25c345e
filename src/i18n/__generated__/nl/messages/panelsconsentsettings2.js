/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsettings2Inputs */

const nl_panelsconsentsettings2 = /** @type {(inputs: Panelsconsentsettings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instellingen`)
};

/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentsettings2 = nl_panelsconsentsettings2;
export { panelsconsentsettings2 as "panelsConsentSettings" }