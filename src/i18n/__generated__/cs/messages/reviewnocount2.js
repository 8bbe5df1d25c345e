/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewnocount2Inputs */

const cs_reviewnocount2 = /** @type {(inputs: Reviewnocount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ne (${i?.count})`)
};

/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewnocount2 = cs_reviewnocount2;
export { reviewnocount2 as "reviewNoCount" }