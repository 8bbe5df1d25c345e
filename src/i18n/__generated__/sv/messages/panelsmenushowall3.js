/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenushowall3Inputs */

const sv_panelsmenushowall3 = /** @type {(inputs: Panelsmenushowall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa alla`)
};

/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsmenushowall3 = sv_panelsmenushowall3;
export { panelsmenushowall3 as "panelsMenuShowAll" }