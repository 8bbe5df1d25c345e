/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsmenucategories2Inputs */

const sk_panelsmenucategories2 = /** @type {(inputs: Panelsmenucategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategórie`)
};

/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsmenucategories2 = sk_panelsmenucategories2;
export { panelsmenucategories2 as "panelsMenuCategories" }