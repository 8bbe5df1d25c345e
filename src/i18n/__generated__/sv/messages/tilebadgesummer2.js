/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesummer2Inputs */

const sv_tilebadgesummer2 = /** @type {(inputs: Tilebadgesummer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommarlätt`)
};

/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgesummer2 = sv_tilebadgesummer2;
export { tilebadgesummer2 as "tileBadgeSummer" }