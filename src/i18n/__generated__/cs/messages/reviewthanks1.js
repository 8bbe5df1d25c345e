/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewthanks1Inputs */

const cs_reviewthanks1 = /** @type {(inputs: Reviewthanks1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za Vaši zpětnou vazbu.`)
};

/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewthanks1 = cs_reviewthanks1;
export { reviewthanks1 as "reviewThanks" }