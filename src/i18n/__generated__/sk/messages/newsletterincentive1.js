/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const sk_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihláste sa a získajte poukážku na 10 €`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = sk_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }