/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgepricehighlighting3Inputs */

const sv_tilebadgepricehighlighting3 = /** @type {(inputs: Tilebadgepricehighlighting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pristips`)
};

/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgepricehighlighting3 = sv_tilebadgepricehighlighting3;
export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" }