/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reviewaverage1Inputs */

const cs_reviewaverage1 = /** @type {(inputs: Reviewaverage1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Průměr: ${i?.value}`)
};

/**

* @param {Reviewaverage1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewaverage1 = cs_reviewaverage1;
export { reviewaverage1 as "reviewAverage" }