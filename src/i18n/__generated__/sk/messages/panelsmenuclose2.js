/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenuclose2Inputs */

const sk_panelsmenuclose2 = /** @type {(inputs: Panelsmenuclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zavrieť menu`)
};

/**

* @param {Panelsmenuclose2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsmenuclose2 = sk_panelsmenuclose2;
export { panelsmenuclose2 as "panelsMenuClose" }