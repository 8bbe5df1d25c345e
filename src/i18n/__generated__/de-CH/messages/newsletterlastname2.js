/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterlastname2Inputs */

const de_ch2_newsletterlastname2 = /** @type {(inputs: Newsletterlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

/**

* @param {Newsletterlastname2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterlastname2 = de_ch2_newsletterlastname2;
export { newsletterlastname2 as "newsletterLastName" }