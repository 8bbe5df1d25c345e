/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const fr_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les conditions de l'offre`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = fr_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }