/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviewby1Inputs */

const sk_reviewby1 = /** @type {(inputs: Reviewby1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hodnotenie od ${i?.name}`)
};

/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewby1 = sk_reviewby1;
export { reviewby1 as "reviewBy" }