/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponlabel2Inputs */

const nl_contentcouponlabel2 = /** @type {(inputs: Contentcouponlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kortingsbon`)
};

/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contentcouponlabel2 = nl_contentcouponlabel2;
export { contentcouponlabel2 as "contentCouponLabel" }