/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const fr_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous et recevez un bon de 10 €`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = fr_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }