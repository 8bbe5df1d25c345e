/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewallcount2Inputs */

const sv_reviewallcount2 = /** @type {(inputs: Reviewallcount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alla (${i?.count})`)
};

/**

* @param {Reviewallcount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewallcount2 = sv_reviewallcount2;
export { reviewallcount2 as "reviewAllCount" }