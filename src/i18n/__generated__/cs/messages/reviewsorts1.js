/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorts1Inputs */

const cs_reviewsorts1 = /** @type {(inputs: Reviewsorts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Řazení`)
};

/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsorts1 = cs_reviewsorts1;
export { reviewsorts1 as "reviewSorts" }