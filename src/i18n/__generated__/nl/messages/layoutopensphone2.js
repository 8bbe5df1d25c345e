/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const nl_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`opent de telefoon-app`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = nl_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }