/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsave2Inputs */

const sv_panelsconsentsave2 = /** @type {(inputs: Panelsconsentsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spara val`)
};

/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsentsave2 = sv_panelsconsentsave2;
export { panelsconsentsave2 as "panelsConsentSave" }