/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsave2Inputs */

const cs_panelsconsentsave2 = /** @type {(inputs: Panelsconsentsave2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uložit volbu`)
};

/**

* @param {Panelsconsentsave2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsentsave2 = cs_panelsconsentsave2;
export { panelsconsentsave2 as "panelsConsentSave" }