/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremail1Inputs */

const nl_newsletteremail1 = /** @type {(inputs: Newsletteremail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteremail1 = nl_newsletteremail1;
export { newsletteremail1 as "newsletterEmail" }