/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const cs_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otevře aplikaci Telefon`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = cs_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }