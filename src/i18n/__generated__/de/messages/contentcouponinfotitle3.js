/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfotitle3Inputs */

const de_contentcouponinfotitle3 = /** @type {(inputs: Contentcouponinfotitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionsbedingungen`)
};

/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contentcouponinfotitle3 = de_contentcouponinfotitle3;
export { contentcouponinfotitle3 as "contentCouponInfoTitle" }