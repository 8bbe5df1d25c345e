/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const de_ch2_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung wird bestätigt …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = de_ch2_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }