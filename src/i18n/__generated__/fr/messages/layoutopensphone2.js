/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const fr_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouvre l'appli Téléphone`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = fr_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }