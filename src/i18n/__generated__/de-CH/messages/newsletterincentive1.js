/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const de_ch2_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt anmelden und 10 € Gutschein sichern`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = de_ch2_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }