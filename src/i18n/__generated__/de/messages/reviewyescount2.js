/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewyescount2Inputs */

const de_reviewyescount2 = /** @type {(inputs: Reviewyescount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja (${i?.count})`)
};

/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewyescount2 = de_reviewyescount2;
export { reviewyescount2 as "reviewYesCount" }