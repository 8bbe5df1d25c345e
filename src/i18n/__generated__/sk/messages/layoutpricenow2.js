/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpricenow2Inputs */

const sk_layoutpricenow2 = /** @type {(inputs: Layoutpricenow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`teraz`)
};

/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutpricenow2 = sk_layoutpricenow2;
export { layoutpricenow2 as "layoutPriceNow" }