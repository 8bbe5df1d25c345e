/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewyescount2Inputs */

const fr_reviewyescount2 = /** @type {(inputs: Reviewyescount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oui (${i?.count})`)
};

/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewyescount2 = fr_reviewyescount2;
export { reviewyescount2 as "reviewYesCount" }