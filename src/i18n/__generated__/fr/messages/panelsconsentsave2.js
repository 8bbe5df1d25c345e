/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsave2Inputs */

const fr_panelsconsentsave2 = /** @type {(inputs: Panelsconsentsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer mon choix`)
};

/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsentsave2 = fr_panelsconsentsave2;
export { panelsconsentsave2 as "panelsConsentSave" }