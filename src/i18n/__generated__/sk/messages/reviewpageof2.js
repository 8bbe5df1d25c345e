/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Reviewpageof2Inputs */

const sk_reviewpageof2 = /** @type {(inputs: Reviewpageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strana ${i?.page} z ${i?.pages}`)
};

/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewpageof2 = sk_reviewpageof2;
export { reviewpageof2 as "reviewPageOf" }