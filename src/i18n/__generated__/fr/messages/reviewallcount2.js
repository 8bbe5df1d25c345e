/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewallcount2Inputs */

const fr_reviewallcount2 = /** @type {(inputs: Reviewallcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous (${i?.count})`)
};

/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewallcount2 = fr_reviewallcount2;
export { reviewallcount2 as "reviewAllCount" }