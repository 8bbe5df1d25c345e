/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgepricehighlighting3Inputs */

const nl_tilebadgepricehighlighting3 = /** @type {(inputs: Tilebadgepricehighlighting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijstip`)
};

/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgepricehighlighting3 = nl_tilebadgepricehighlighting3;
export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" }