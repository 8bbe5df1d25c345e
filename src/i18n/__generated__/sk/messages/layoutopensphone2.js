/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const sk_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otvorí aplikáciu Telefón`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = sk_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }