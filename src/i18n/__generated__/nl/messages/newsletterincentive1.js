/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const nl_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meld je nu aan en ontvang een tegoedbon van € 10`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = nl_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }