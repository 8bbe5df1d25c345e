/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesummer2Inputs */

const cs_tilebadgesummer2 = /** @type {(inputs: Tilebadgesummer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letní lehké`)
};

/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgesummer2 = cs_tilebadgesummer2;
export { tilebadgesummer2 as "tileBadgeSummer" }