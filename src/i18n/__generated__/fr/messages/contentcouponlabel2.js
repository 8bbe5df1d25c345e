/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponlabel2Inputs */

const fr_contentcouponlabel2 = /** @type {(inputs: Contentcouponlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon de réduction`)
};

/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcouponlabel2 = fr_contentcouponlabel2;
export { contentcouponlabel2 as "contentCouponLabel" }