/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopensphone2Inputs */

const de_ch2_layoutopensphone2 = /** @type {(inputs: Layoutopensphone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öffnet die Telefon-App`)
};

/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutopensphone2 = de_ch2_layoutopensphone2;
export { layoutopensphone2 as "layoutOpensPhone" }