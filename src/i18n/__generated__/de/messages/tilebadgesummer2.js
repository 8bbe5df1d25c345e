/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgesummer2Inputs */

const de_tilebadgesummer2 = /** @type {(inputs: Tilebadgesummer2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommerleicht`)
};

/**

* @param {Tilebadgesummer2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilebadgesummer2 = de_tilebadgesummer2;
export { tilebadgesummer2 as "tileBadgeSummer" }