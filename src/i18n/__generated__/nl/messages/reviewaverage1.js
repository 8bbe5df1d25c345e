/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reviewaverage1Inputs */

const nl_reviewaverage1 = /** @type {(inputs: Reviewaverage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gemiddelde: ${i?.value}`)
};

/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewaverage1 = nl_reviewaverage1;
export { reviewaverage1 as "reviewAverage" }