/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviewby1Inputs */

const fr_reviewby1 = /** @type {(inputs: Reviewby1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avis de ${i?.name}`)
};

/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewby1 = fr_reviewby1;
export { reviewby1 as "reviewBy" }