/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgepricehighlighting3Inputs */

const cs_tilebadgepricehighlighting3 = /** @type {(inputs: Tilebadgepricehighlighting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cenový tip`)
};

/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilebadgepricehighlighting3 = cs_tilebadgepricehighlighting3;
export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" }