/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewnocount2Inputs */

const de_reviewnocount2 = /** @type {(inputs: Reviewnocount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nein (${i?.count})`)
};

/**

* @param {Reviewnocount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewnocount2 = de_reviewnocount2;
export { reviewnocount2 as "reviewNoCount" }