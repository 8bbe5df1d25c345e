/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reviewyescount2Inputs */

const sk_reviewyescount2 = /** @type {(inputs: Reviewyescount2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Áno (${i?.count})`)
};

/**

* @param {Reviewyescount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewyescount2 = sk_reviewyescount2;
export { reviewyescount2 as "reviewYesCount" }