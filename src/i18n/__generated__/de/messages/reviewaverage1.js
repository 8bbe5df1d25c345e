/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reviewaverage1Inputs */

const de_reviewaverage1 = /** @type {(inputs: Reviewaverage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durchschnitt: ${i?.value}`)
};

/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewaverage1 = de_reviewaverage1;
export { reviewaverage1 as "reviewAverage" }