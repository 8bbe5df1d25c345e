/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewallcount2Inputs */

const sk_reviewallcount2 = /** @type {(inputs: Reviewallcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Všetky (${i?.count})`)
};

/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewallcount2 = sk_reviewallcount2;
export { reviewallcount2 as "reviewAllCount" }