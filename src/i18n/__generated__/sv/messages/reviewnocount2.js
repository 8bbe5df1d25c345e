/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewnocount2Inputs */

const sv_reviewnocount2 = /** @type {(inputs: Reviewnocount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nej (${i?.count})`)
};

/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewnocount2 = sv_reviewnocount2;
export { reviewnocount2 as "reviewNoCount" }