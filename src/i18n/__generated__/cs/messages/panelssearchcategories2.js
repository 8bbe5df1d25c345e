/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchcategories2Inputs */

const cs_panelssearchcategories2 = /** @type {(inputs: Panelssearchcategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorie`)
};

/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelssearchcategories2 = cs_panelssearchcategories2;
export { panelssearchcategories2 as "panelsSearchCategories" }