/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const sv_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stäng menyn`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = sv_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }