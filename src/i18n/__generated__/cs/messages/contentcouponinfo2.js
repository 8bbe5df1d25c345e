/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponinfo2Inputs */

const cs_contentcouponinfo2 = /** @type {(inputs: Contentcouponinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobrazit podmínky akce`)
};

/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcouponinfo2 = cs_contentcouponinfo2;
export { contentcouponinfo2 as "contentCouponInfo" }