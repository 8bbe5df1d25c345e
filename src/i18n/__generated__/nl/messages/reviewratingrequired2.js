/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const nl_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geef 1 tot 5 sterren`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = nl_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }