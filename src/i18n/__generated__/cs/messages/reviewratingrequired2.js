/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const cs_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Udělte prosím 1 až 5 hvězdiček`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = cs_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }