/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelssearchproducts2Inputs */

const sk_panelssearchproducts2 = /** @type {(inputs: Panelssearchproducts2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkty`)
};

/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelssearchproducts2 = sk_panelssearchproducts2;
export { panelssearchproducts2 as "panelsSearchProducts" }