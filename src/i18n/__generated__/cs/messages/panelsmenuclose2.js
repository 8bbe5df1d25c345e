/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const cs_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavřít menu`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = cs_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }