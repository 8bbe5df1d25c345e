/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponlabel2Inputs */

const de_contentcouponlabel2 = /** @type {(inputs: Contentcouponlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gutschein`)
};

/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentcouponlabel2 = de_contentcouponlabel2;
export { contentcouponlabel2 as "contentCouponLabel" }