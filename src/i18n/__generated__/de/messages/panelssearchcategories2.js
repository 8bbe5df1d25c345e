/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchcategories2Inputs */

const de_panelssearchcategories2 = /** @type {(inputs: Panelssearchcategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorien`)
};

/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelssearchcategories2 = de_panelssearchcategories2;
export { panelssearchcategories2 as "panelsSearchCategories" }