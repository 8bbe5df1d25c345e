/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const sk_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobraziť podmienky akcie`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = sk_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }