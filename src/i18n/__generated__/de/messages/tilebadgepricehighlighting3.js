/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgepricehighlighting3Inputs */

const de_tilebadgepricehighlighting3 = /** @type {(inputs: Tilebadgepricehighlighting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preistipp`)
};

/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilebadgepricehighlighting3 = de_tilebadgepricehighlighting3;
export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" }