/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutfooteroffers2Inputs */

const sk_layoutfooteroffers2 = /** @type {(inputs: Layoutfooteroffers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponuky`)
};

/**

* @param {Layoutfooteroffers2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutfooteroffers2 = sk_layoutfooteroffers2;
export { layoutfooteroffers2 as "layoutFooterOffers" }