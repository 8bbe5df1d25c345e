/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenushowall3Inputs */

const de_panelsmenushowall3 = /** @type {(inputs: Panelsmenushowall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle anzeigen`)
};

/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsmenushowall3 = de_panelsmenushowall3;
export { panelsmenushowall3 as "panelsMenuShowAll" }