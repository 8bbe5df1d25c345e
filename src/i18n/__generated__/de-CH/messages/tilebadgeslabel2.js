/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeslabel2Inputs */

const de_ch2_tilebadgeslabel2 = /** @type {(inputs: Tilebadgeslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweise zum Artikel`)
};

/**

* @param {Tilebadgeslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilebadgeslabel2 = de_ch2_tilebadgeslabel2;
export { tilebadgeslabel2 as "tileBadgesLabel" }