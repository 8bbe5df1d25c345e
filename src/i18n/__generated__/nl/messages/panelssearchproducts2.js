/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchproducts2Inputs */

const nl_panelssearchproducts2 = /** @type {(inputs: Panelssearchproducts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Producten`)
};

/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelssearchproducts2 = nl_panelssearchproducts2;
export { panelssearchproducts2 as "panelsSearchProducts" }