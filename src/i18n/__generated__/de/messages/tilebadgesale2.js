/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesale2Inputs */

const de_tilebadgesale2 = /** @type {(inputs: Tilebadgesale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilebadgesale2 = de_tilebadgesale2;
export { tilebadgesale2 as "tileBadgeSale" }