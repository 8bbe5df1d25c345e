/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reviewaverage1Inputs */

const sv_reviewaverage1 = /** @type {(inputs: Reviewaverage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Genomsnitt: ${i?.value}`)
};

/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewaverage1 = sv_reviewaverage1;
export { reviewaverage1 as "reviewAverage" }