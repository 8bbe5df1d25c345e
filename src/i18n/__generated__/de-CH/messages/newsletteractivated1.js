/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivated1Inputs */

const de_ch2_newsletteractivated1 = /** @type {(inputs: Newsletteractivated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung war erfolgreich`)
};

/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletteractivated1 = de_ch2_newsletteractivated1;
export { newsletteractivated1 as "newsletterActivated" }