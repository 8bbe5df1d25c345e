/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewallcount2Inputs */

const de_reviewallcount2 = /** @type {(inputs: Reviewallcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle (${i?.count})`)
};

/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewallcount2 = de_reviewallcount2;
export { reviewallcount2 as "reviewAllCount" }