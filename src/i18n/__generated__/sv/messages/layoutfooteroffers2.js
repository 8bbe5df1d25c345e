/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooteroffers2Inputs */

const sv_layoutfooteroffers2 = /** @type {(inputs: Layoutfooteroffers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erbjudanden`)
};

/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutfooteroffers2 = sv_layoutfooteroffers2;
export { layoutfooteroffers2 as "layoutFooterOffers" }