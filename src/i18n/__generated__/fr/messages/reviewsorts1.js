/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorts1Inputs */

const fr_reviewsorts1 = /** @type {(inputs: Reviewsorts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tris`)
};

/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsorts1 = fr_reviewsorts1;
export { reviewsorts1 as "reviewSorts" }