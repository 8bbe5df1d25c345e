/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewyescount2Inputs */

const cs_reviewyescount2 = /** @type {(inputs: Reviewyescount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ano (${i?.count})`)
};

/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewyescount2 = cs_reviewyescount2;
export { reviewyescount2 as "reviewYesCount" }