/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const sv_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kampanjvillkor`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = sv_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }