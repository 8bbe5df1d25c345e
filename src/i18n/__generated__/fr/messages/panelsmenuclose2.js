/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const fr_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = fr_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }