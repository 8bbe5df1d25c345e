/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenucategories2Inputs */

const fr_panelsmenucategories2 = /** @type {(inputs: Panelsmenucategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories`)
};

/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsmenucategories2 = fr_panelsmenucategories2;
export { panelsmenucategories2 as "panelsMenuCategories" }