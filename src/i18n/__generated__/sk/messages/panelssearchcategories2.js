/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchcategories2Inputs */

const sk_panelssearchcategories2 = /** @type {(inputs: Panelssearchcategories2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategórie`)
};

/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelssearchcategories2 = sk_panelssearchcategories2;
export { panelssearchcategories2 as "panelsSearchCategories" }