/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const sv_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ge 1 till 5 stjärnor`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = sv_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }