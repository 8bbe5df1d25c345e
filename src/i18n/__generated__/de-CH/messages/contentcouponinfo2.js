/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const de_ch2_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionsbedingungen anzeigen`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = de_ch2_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }