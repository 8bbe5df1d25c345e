/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsave2Inputs */

const de_panelsconsentsave2 = /** @type {(inputs: Panelsconsentsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswahl speichern`)
};

/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsconsentsave2 = de_panelsconsentsave2;
export { panelsconsentsave2 as "panelsConsentSave" }