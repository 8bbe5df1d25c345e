/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const sk_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Udeľte prosím 1 až 5 hviezdičiek`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = sk_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }