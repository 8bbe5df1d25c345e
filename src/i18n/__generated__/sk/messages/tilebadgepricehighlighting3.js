/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgepricehighlighting3Inputs */

const sk_tilebadgepricehighlighting3 = /** @type {(inputs: Tilebadgepricehighlighting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cenový tip`)
};

/**

* @param {Tilebadgepricehighlighting3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgepricehighlighting3 = sk_tilebadgepricehighlighting3;
export { tilebadgepricehighlighting3 as "tileBadgePriceHighlighting" }