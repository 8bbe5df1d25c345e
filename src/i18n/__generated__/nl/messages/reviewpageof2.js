/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Reviewpageof2Inputs */

const nl_reviewpageof2 = /** @type {(inputs: Reviewpageof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page} van ${i?.pages}`)
};

/**

* @param {Reviewpageof2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewpageof2 = nl_reviewpageof2;
export { reviewpageof2 as "reviewPageOf" }