/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewnocount2Inputs */

const nl_reviewnocount2 = /** @type {(inputs: Reviewnocount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nee (${i?.count})`)
};

/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewnocount2 = nl_reviewnocount2;
export { reviewnocount2 as "reviewNoCount" }