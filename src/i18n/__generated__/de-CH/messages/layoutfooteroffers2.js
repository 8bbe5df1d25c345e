/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooteroffers2Inputs */

const de_ch2_layoutfooteroffers2 = /** @type {(inputs: Layoutfooteroffers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebote`)
};

/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutfooteroffers2 = de_ch2_layoutfooteroffers2;
export { layoutfooteroffers2 as "layoutFooterOffers" }