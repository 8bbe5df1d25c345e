/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsentsettings2Inputs */

const sk_panelsconsentsettings2 = /** @type {(inputs: Panelsconsentsettings2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nastavenia`)
};

/**

* @param {Panelsconsentsettings2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsentsettings2 = sk_panelsconsentsettings2;
export { panelsconsentsettings2 as "panelsConsentSettings" }