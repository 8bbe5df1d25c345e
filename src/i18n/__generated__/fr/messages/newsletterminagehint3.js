/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const fr_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La newsletter est réservée aux personnes de 18 ans et plus.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = fr_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }