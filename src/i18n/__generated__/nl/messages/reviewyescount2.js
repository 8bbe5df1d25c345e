/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewyescount2Inputs */

const nl_reviewyescount2 = /** @type {(inputs: Reviewyescount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja (${i?.count})`)
};

/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewyescount2 = nl_reviewyescount2;
export { reviewyescount2 as "reviewYesCount" }