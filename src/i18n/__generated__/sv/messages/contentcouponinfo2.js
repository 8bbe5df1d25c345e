/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const sv_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visa kampanjvillkor`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = sv_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }