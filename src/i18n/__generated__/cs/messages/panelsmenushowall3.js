/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenushowall3Inputs */

const cs_panelsmenushowall3 = /** @type {(inputs: Panelsmenushowall3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobrazit vše`)
};

/**

* @param {Panelsmenushowall3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsmenushowall3 = cs_panelsmenushowall3;
export { panelsmenushowall3 as "panelsMenuShowAll" }