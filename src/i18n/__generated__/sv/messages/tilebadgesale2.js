/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesale2Inputs */

const sv_tilebadgesale2 = /** @type {(inputs: Tilebadgesale2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rea`)
};

/**

* @param {Tilebadgesale2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgesale2 = sv_tilebadgesale2;
export { tilebadgesale2 as "tileBadgeSale" }