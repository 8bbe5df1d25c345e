/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const cs_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podmínky akce`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = cs_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }