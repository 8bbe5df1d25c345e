/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponlabel2Inputs */

const sv_contentcouponlabel2 = /** @type {(inputs: Contentcouponlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabattkupong`)
};

/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contentcouponlabel2 = sv_contentcouponlabel2;
export { contentcouponlabel2 as "contentCouponLabel" }