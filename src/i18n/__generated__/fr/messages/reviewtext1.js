/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtext1Inputs */

const fr_reviewtext1 = /** @type {(inputs: Reviewtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre avis`)
};

/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewtext1 = fr_reviewtext1;
export { reviewtext1 as "reviewText" }