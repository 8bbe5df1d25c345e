/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelstoastclose2Inputs */

const fr_panelstoastclose2 = /** @type {(inputs: Panelstoastclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le message`)
};

/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelstoastclose2 = fr_panelstoastclose2;
export { panelstoastclose2 as "panelsToastClose" }