/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverall1Inputs */

const nl_reviewoverall1 = /** @type {(inputs: Reviewoverall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je totaalbeoordeling`)
};

/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewoverall1 = nl_reviewoverall1;
export { reviewoverall1 as "reviewOverall" }