/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenucategories2Inputs */

const de_panelsmenucategories2 = /** @type {(inputs: Panelsmenucategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorien`)
};

/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelsmenucategories2 = de_panelsmenucategories2;
export { panelsmenucategories2 as "panelsMenuCategories" }