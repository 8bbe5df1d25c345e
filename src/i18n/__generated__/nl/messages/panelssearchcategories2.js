/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchcategories2Inputs */

const nl_panelssearchcategories2 = /** @type {(inputs: Panelssearchcategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categorieën`)
};

/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelssearchcategories2 = nl_panelssearchcategories2;
export { panelssearchcategories2 as "panelsSearchCategories" }