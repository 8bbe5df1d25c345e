/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const sv_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmäl dig nu och få en värdekod på 10 €`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = sv_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }