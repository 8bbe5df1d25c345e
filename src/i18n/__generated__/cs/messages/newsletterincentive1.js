/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterincentive1Inputs */

const cs_newsletterincentive1 = /** @type {(inputs: Newsletterincentive1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlaste se a získejte poukaz na 10 €`)
};

/**

* @param {Newsletterincentive1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterincentive1 = cs_newsletterincentive1;
export { newsletterincentive1 as "newsletterIncentive" }