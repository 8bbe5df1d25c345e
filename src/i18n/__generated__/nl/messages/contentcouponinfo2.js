/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const nl_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actievoorwaarden bekijken`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = nl_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }