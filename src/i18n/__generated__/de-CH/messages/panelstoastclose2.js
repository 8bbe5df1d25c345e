/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelstoastclose2Inputs */

const de_ch2_panelstoastclose2 = /** @type {(inputs: Panelstoastclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis schliessen`)
};

/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelstoastclose2 = de_ch2_panelstoastclose2;
export { panelstoastclose2 as "panelsToastClose" }