/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewallcount2Inputs */

const cs_reviewallcount2 = /** @type {(inputs: Reviewallcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vše (${i?.count})`)
};

/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewallcount2 = cs_reviewallcount2;
export { reviewallcount2 as "reviewAllCount" }