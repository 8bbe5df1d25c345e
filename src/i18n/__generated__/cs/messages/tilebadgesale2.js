/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesale2Inputs */

const cs_tilebadgesale2 = /** @type {(inputs: Tilebadgesale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Výprodej`)
};

/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgesale2 = cs_tilebadgesale2;
export { tilebadgesale2 as "tileBadgeSale" }