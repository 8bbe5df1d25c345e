/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesale2Inputs */

const nl_tilebadgesale2 = /** @type {(inputs: Tilebadgesale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgesale2 = nl_tilebadgesale2;
export { tilebadgesale2 as "tileBadgeSale" }