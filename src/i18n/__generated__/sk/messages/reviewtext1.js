/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtext1Inputs */

const sk_reviewtext1 = /** @type {(inputs: Reviewtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše hodnotenie`)
};

/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewtext1 = sk_reviewtext1;
export { reviewtext1 as "reviewText" }