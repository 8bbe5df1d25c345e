/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtext1Inputs */

const nl_reviewtext1 = /** @type {(inputs: Reviewtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je beoordeling`)
};

/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewtext1 = nl_reviewtext1;
export { reviewtext1 as "reviewText" }