/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const fr_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions de l'offre`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = fr_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }