/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const sk_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podmienky akcie`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = sk_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }