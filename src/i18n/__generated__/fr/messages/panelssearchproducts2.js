/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchproducts2Inputs */

const fr_panelssearchproducts2 = /** @type {(inputs: Panelssearchproducts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produits`)
};

/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelssearchproducts2 = fr_panelssearchproducts2;
export { panelssearchproducts2 as "panelsSearchProducts" }