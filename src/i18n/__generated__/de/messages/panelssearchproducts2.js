/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchproducts2Inputs */

const de_panelssearchproducts2 = /** @type {(inputs: Panelssearchproducts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const panelssearchproducts2 = de_panelssearchproducts2;
export { panelssearchproducts2 as "panelsSearchProducts" }