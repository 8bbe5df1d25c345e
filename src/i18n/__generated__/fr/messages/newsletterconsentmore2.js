/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const fr_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus sur la protection des données`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = fr_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }