/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesummer2Inputs */

const sk_tilebadgesummer2 = /** @type {(inputs: Tilebadgesummer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letné ľahké`)
};

/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgesummer2 = sk_tilebadgesummer2;
export { tilebadgesummer2 as "tileBadgeSummer" }