/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremail1Inputs */

const de_ch2_newsletteremail1 = /** @type {(inputs: Newsletteremail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletteremail1 = de_ch2_newsletteremail1;
export { newsletteremail1 as "newsletterEmail" }