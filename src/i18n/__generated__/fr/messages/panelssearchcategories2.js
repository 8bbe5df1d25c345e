/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchcategories2Inputs */

const fr_panelssearchcategories2 = /** @type {(inputs: Panelssearchcategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catégories`)
};

/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelssearchcategories2 = fr_panelssearchcategories2;
export { panelssearchcategories2 as "panelsSearchCategories" }