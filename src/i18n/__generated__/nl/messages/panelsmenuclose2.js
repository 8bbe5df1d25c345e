/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const nl_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu sluiten`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = nl_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }