/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewthanks1Inputs */

const sv_reviewthanks1 = /** @type {(inputs: Reviewthanks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för din feedback.`)
};

/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewthanks1 = sv_reviewthanks1;
export { reviewthanks1 as "reviewThanks" }