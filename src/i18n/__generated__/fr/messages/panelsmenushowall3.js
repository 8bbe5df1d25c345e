/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenushowall3Inputs */

const fr_panelsmenushowall3 = /** @type {(inputs: Panelsmenushowall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout afficher`)
};

/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsmenushowall3 = fr_panelsmenushowall3;
export { panelsmenushowall3 as "panelsMenuShowAll" }