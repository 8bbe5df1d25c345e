/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Reviewpageof2Inputs */

const de_reviewpageof2 = /** @type {(inputs: Reviewpageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewpageof2 = de_reviewpageof2;
export { reviewpageof2 as "reviewPageOf" }