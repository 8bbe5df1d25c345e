/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelstoastclose2Inputs */

const nl_panelstoastclose2 = /** @type {(inputs: Panelstoastclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melding sluiten`)
};

/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelstoastclose2 = nl_panelstoastclose2;
export { panelstoastclose2 as "panelsToastClose" }