/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contentcouponlabel2Inputs */

const cs_contentcouponlabel2 = /** @type {(inputs: Contentcouponlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poukaz`)
};

/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contentcouponlabel2 = cs_contentcouponlabel2;
export { contentcouponlabel2 as "contentCouponLabel" }