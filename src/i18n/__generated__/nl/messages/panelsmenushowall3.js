/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenushowall3Inputs */

const nl_panelsmenushowall3 = /** @type {(inputs: Panelsmenushowall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles bekijken`)
};

/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsmenushowall3 = nl_panelsmenushowall3;
export { panelsmenushowall3 as "panelsMenuShowAll" }