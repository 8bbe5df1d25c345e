/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Reviewpageof2Inputs */

const fr_reviewpageof2 = /** @type {(inputs: Reviewpageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewpageof2 = fr_reviewpageof2;
export { reviewpageof2 as "reviewPageOf" }