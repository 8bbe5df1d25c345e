/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesummer2Inputs */

const nl_tilebadgesummer2 = /** @type {(inputs: Tilebadgesummer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zomerlicht`)
};

/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgesummer2 = nl_tilebadgesummer2;
export { tilebadgesummer2 as "tileBadgeSummer" }