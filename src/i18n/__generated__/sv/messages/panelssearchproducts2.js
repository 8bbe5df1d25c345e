/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchproducts2Inputs */

const sv_panelssearchproducts2 = /** @type {(inputs: Panelssearchproducts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkter`)
};

/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelssearchproducts2 = sv_panelssearchproducts2;
export { panelssearchproducts2 as "panelsSearchProducts" }