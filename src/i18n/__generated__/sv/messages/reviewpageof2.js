/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Reviewpageof2Inputs */

const sv_reviewpageof2 = /** @type {(inputs: Reviewpageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sida ${i?.page} av ${i?.pages}`)
};

/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewpageof2 = sv_reviewpageof2;
export { reviewpageof2 as "reviewPageOf" }