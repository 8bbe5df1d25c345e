/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenucategories2Inputs */

const cs_panelsmenucategories2 = /** @type {(inputs: Panelsmenucategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorie`)
};

/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsmenucategories2 = cs_panelsmenucategories2;
export { panelsmenucategories2 as "panelsMenuCategories" }