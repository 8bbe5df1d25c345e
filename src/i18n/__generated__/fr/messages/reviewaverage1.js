/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reviewaverage1Inputs */

const fr_reviewaverage1 = /** @type {(inputs: Reviewaverage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moyenne : ${i?.value}`)
};

/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewaverage1 = fr_reviewaverage1;
export { reviewaverage1 as "reviewAverage" }