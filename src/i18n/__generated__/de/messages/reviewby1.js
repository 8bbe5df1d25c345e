/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviewby1Inputs */

const de_reviewby1 = /** @type {(inputs: Reviewby1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewertung von ${i?.name}`)
};

/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewby1 = de_reviewby1;
export { reviewby1 as "reviewBy" }