/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const nl_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actievoorwaarden`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = nl_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }