/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const de_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr zum Datenschutz`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = de_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }