/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooteroffers2Inputs */

const cs_layoutfooteroffers2 = /** @type {(inputs: Layoutfooteroffers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nabídky`)
};

/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutfooteroffers2 = cs_layoutfooteroffers2;
export { layoutfooteroffers2 as "layoutFooterOffers" }