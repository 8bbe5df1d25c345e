/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelstoastclose2Inputs */

const sv_panelstoastclose2 = /** @type {(inputs: Panelstoastclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stäng meddelandet`)
};

/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelstoastclose2 = sv_panelstoastclose2;
export { panelstoastclose2 as "panelsToastClose" }