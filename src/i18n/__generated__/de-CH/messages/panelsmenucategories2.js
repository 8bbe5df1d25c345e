/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenucategories2Inputs */

const de_ch2_panelsmenucategories2 = /** @type {(inputs: Panelsmenucategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorien`)
};

/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsmenucategories2 = de_ch2_panelsmenucategories2;
export { panelsmenucategories2 as "panelsMenuCategories" }