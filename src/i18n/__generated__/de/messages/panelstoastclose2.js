/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelstoastclose2Inputs */

const de_panelstoastclose2 = /** @type {(inputs: Panelstoastclose2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis schließen`)
};

/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelstoastclose2 = de_panelstoastclose2;
export { panelstoastclose2 as "panelsToastClose" }