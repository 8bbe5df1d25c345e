/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesale2Inputs */

const de_ch2_tilebadgesale2 = /** @type {(inputs: Tilebadgesale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilebadgesale2 = de_ch2_tilebadgesale2;
export { tilebadgesale2 as "tileBadgeSale" }