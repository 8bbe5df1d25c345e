/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremail1Inputs */

const cs_newsletteremail1 = /** @type {(inputs: Newsletteremail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa`)
};

/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteremail1 = cs_newsletteremail1;
export { newsletteremail1 as "newsletterEmail" }