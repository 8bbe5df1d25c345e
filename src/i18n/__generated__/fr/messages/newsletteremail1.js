/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremail1Inputs */

const fr_newsletteremail1 = /** @type {(inputs: Newsletteremail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteremail1 = fr_newsletteremail1;
export { newsletteremail1 as "newsletterEmail" }