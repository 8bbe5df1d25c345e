/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const sv_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öppnar telefonappen`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = sv_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }