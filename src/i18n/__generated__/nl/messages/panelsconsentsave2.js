/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsave2Inputs */

const nl_panelsconsentsave2 = /** @type {(inputs: Panelsconsentsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keuze opslaan`)
};

/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsentsave2 = nl_panelsconsentsave2;
export { panelsconsentsave2 as "panelsConsentSave" }