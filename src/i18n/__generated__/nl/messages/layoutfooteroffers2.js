/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooteroffers2Inputs */

const nl_layoutfooteroffers2 = /** @type {(inputs: Layoutfooteroffers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanbiedingen`)
};

/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutfooteroffers2 = nl_layoutfooteroffers2;
export { layoutfooteroffers2 as "layoutFooterOffers" }