/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewnocount2Inputs */

const fr_reviewnocount2 = /** @type {(inputs: Reviewnocount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non (${i?.count})`)
};

/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewnocount2 = fr_reviewnocount2;
export { reviewnocount2 as "reviewNoCount" }