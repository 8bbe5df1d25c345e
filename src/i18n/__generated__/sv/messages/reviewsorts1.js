/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsorts1Inputs */

const sv_reviewsorts1 = /** @type {(inputs: Reviewsorts1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorteringar`)
};

/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsorts1 = sv_reviewsorts1;
export { reviewsorts1 as "reviewSorts" }